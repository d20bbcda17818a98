import { describe, expect, it } from "vitest";
import { readPin } from "./pin";

describe("readPin", () => {
  it("reads six digits in Latin, Gujarati or Devanagari, with spaces anywhere", () => {
    expect(readPin("360001")).toBe("360001");
    expect(readPin("૩૬૦૦૦૧")).toBe("360001");
    expect(readPin("३६०००१")).toBe("360001");
    expect(readPin("૩૬0 ००१")).toBe("360001");
    expect(readPin(" 380 001 ")).toBe("380001");
    expect(readPin("38 00 01")).toBe("380001");
    expect(readPin("380\u00a0001")).toBe("380001");
  });

  it("refuses anything that is not six digits starting 1–9", () => {
    for (const typed of [
      "",
      " ",
      "36000",
      "3600011",
      "060001",
      "000000",
      "૦૬૦૦૦૧",
      "36000a",
      "360-001",
      "360.001",
      "+360001",
      "-360001",
      "3.6e5",
      "36000१x",
      "٣٦٠٠٠١", // Arabic-Indic digits: not read as a PIN
      "３６０００１", // full-width digits
      "𝟑𝟔𝟎𝟎𝟎𝟏",
      "360001\u0000",
      "360001<script>",
      "1".repeat(1_000_000),
      `${" ".repeat(40)}360001`,
    ]) {
      expect(readPin(typed), JSON.stringify(typed.slice(0, 20))).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { MAX_RANGE, readSerial, serialRange } from "./serial-number";

describe("readSerial", () => {
  it("reads a serial as people type it", () => {
    expect(readSerial("SP26-000101")).toBe("SP26-000101");
    expect(readSerial(" sp26-000101 ")).toBe("SP26-000101");
    expect(readSerial("SP26 - 000 101")).toBe("SP26-000101");
    expect(readSerial("sp૨૬-૦૦૦૧૦૧")).toBe("SP26-000101");
    expect(readSerial("SP२६-०००१०१")).toBe("SP26-000101");
    expect(readSerial("A1B2")).toBe("A1B2");
  });

  it("refuses what is not a serial", () => {
    for (const typed of [
      "",
      "AB1",
      "-SP26",
      "SP26-",
      "SP26--0001",
      "SP26/0001",
      "SP26_0001",
      "<script>",
      "SP26\u00000001",
      "ક્ષ123",
      "A".repeat(33),
      " ".repeat(100),
      null,
      42,
    ]) {
      expect(readSerial(typed), String(typed)).toBeNull();
    }
  });
});

describe("serialRange", () => {
  it("counts from the first to the last, keeping the width", () => {
    expect(serialRange("SP26-000098", "SP26-000101")).toEqual([
      "SP26-000098",
      "SP26-000099",
      "SP26-000100",
      "SP26-000101",
    ]);
    expect(serialRange("X0001", "X0001")).toEqual(["X0001"]);
  });

  it("refuses ends that do not make a range", () => {
    expect(serialRange("SP26-0005", "SP26-0001")).toBeNull();
    expect(serialRange("SP26-0001", "SP27-0005")).toBeNull();
    expect(serialRange("SP26-001", "SP26-0005")).toBeNull();
    expect(serialRange("SPAB", "SPCD")).toBeNull();
    expect(serialRange("S0", `S${MAX_RANGE}`)).toBeNull();
    expect(serialRange("S000001", `S${String(MAX_RANGE).padStart(6, "0")}`)).toHaveLength(
      MAX_RANGE,
    );
  });
});

import { describe, expect, it } from "vitest";
import { BOM, csvCell, toCsv } from "~/format/csv";
import { indiaMinute } from "~/format/india-time";
import { leadsToCsv } from "./leads-csv";

describe("CSV", () => {
  it("starts with a byte-order mark and ends rows with CRLF", () => {
    const csv = toCsv(["a", "b"], [["₹1,250", "નમસ્તે"]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}a,b\r\n"₹1,250",નમસ્તે\r\n`);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('He said "yes", then left')).toBe('"He said ""yes"", then left"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("makes formula-looking cells inert", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+91 98250 41230")).toBe("'+91 98250 41230");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("safe = text")).toBe("safe = text");
  });

  it("writes dates in India time", () => {
    expect(indiaMinute(Date.UTC(2026, 10, 23, 8, 35))).toBe("2026-11-23 14:05");
  });

  it("lays out leads with a header row", () => {
    const csv = leadsToCsv([
      {
        reference: "ENQ-00007",
        createdAt: Date.UTC(2026, 0, 2, 0, 0),
        kind: "dealer",
        status: "new",
        name: "ભાવેશ પટેલ",
        email: "b@example.com",
        phone: "9876543210",
        company: "Patel Agro",
        gst: "",
        productTitle: null,
        requirement: "45 m at 60 LPM, single phase",
        message: "Dealership for Amreli",
        language: "gu",
        owner: "રવિ પટેલ",
      },
    ]);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "Reference,Received (IST),Kind,Status,Name,Email,Phone,Company,GST,Product,Requirement,Message,Dealer PIN,Dealer district,Dealer state,Dealer territory,Dealer products,Dealer monthly volume,Language,Owner",
    );
    expect(row).toBe(
      'ENQ-00007,2026-01-02 05:30,dealer,new,ભાવેશ પટેલ,b@example.com,9876543210,Patel Agro,,,"45 m at 60 LPM, single phase",Dealership for Amreli,,,,,,,Gujarati,રવિ પટેલ',
    );
  });
});

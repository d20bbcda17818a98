import { describe, expect, it } from "vitest";
import { pdfDownload, plainAnswer } from "./downloads";

const bytes = new Uint8Array([37, 80, 68, 70]);

describe("pdfDownload", () => {
  it("answers a PDF with its name, length and cache rule", async () => {
    const res = await pdfDownload(
      new Request("http://x/a.pdf"),
      { name: "Q-2026-27-0042.pdf", disposition: "inline", cacheControl: "private, no-store" },
      async () => bytes,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Length")).toBe("4");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toBe(
      `inline; filename="Q-2026-27-0042.pdf"; filename*=UTF-8''Q-2026-27-0042.pdf`,
    );
    expect(res.headers.get("ETag")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("keeps a Gujarati name in filename* and gives plain filename= only ASCII", async () => {
    const res = await pdfDownload(
      new Request("http://x/"),
      { name: 'પંપ "A".pdf', disposition: "attachment", cacheControl: "no-store" },
      async () => bytes,
    );
    const disposition = res.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"A"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe('પંપ "A".pdf');
  });

  it("answers 304 with no body, and never reads the file, when the browser already has that version", async () => {
    const file = {
      name: "c.pdf",
      disposition: "attachment",
      cacheControl: "public",
      etag: "v7",
    } as const;
    let reads = 0;
    const read = async () => {
      reads += 1;
      return bytes;
    };
    const fresh = await pdfDownload(new Request("http://x/"), file, read);
    expect(fresh.headers.get("ETag")).toBe('"v7"');
    expect(reads).toBe(1);
    const again = await pdfDownload(
      new Request("http://x/", { headers: { "If-None-Match": '"v7"' } }),
      file,
      read,
    );
    expect(again.status).toBe(304);
    expect(reads).toBe(1);
    expect(again.headers.get("ETag")).toBe('"v7"');
    expect(await again.text()).toBe("");
    const older = await pdfDownload(
      new Request("http://x/", { headers: { "If-None-Match": '"v6"' } }),
      file,
      read,
    );
    expect(older.status).toBe(200);
  });
});

describe("plainAnswer", () => {
  it("is plain UTF-8 text with its status and cache rule", async () => {
    const res = plainAnswer(410, "This quotation is not available.", "private, no-store");
    expect(res.status).toBe(410);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.text()).toBe("This quotation is not available.");
  });
});

import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { readNulAsSpace } from "./request-url.server";

const read = (url: string) => {
  const req = { url } as IncomingMessage;
  readNulAsSpace(req);
  return req.url;
};

describe("readNulAsSpace", () => {
  it("reads an encoded NUL in the path or the query as a space", () => {
    expect(read("/shop?q=pump%00x")).toBe("/shop?q=pump%20x");
    expect(read("/productinfo/%00/datasheet.pdf")).toBe("/productinfo/%20/datasheet.pdf");
    expect(new URL(read("/api/search?q=a%00b") ?? "", "http://x").searchParams.get("q")).toBe(
      "a b",
    );
  });

  it("leaves every other address as it came", () => {
    expect(read("/shop?q=%E0%AA%AA%E0%AA%82")).toBe("/shop?q=%E0%AA%AA%E0%AA%82");
    expect(read("/a%2500b")).toBe("/a%2500b");
  });
});

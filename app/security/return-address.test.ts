import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-address";

/** Where a browser would go, given our answer as a Location header on https://shop.test. */
const landsOn = (location: string) => new URL(location, "https://shop.test/sign-in").host;

describe("safeReturnPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/shop?category=Submersible+Pumps&page=2", "/shop?category=Submersible+Pumps&page=2"],
    ["/productinfo/pump-1#specs", "/productinfo/pump-1#specs"],
    ["/shop?q=પંપ", "/shop?q=%E0%AA%AA%E0%AA%82%E0%AA%AA"],
    [
      "/shop?q=पंप मोटर",
      "/shop?q=%E0%A4%AA%E0%A4%82%E0%A4%AA%20%E0%A4%AE%E0%A5%8B%E0%A4%9F%E0%A4%B0",
    ],
    ["/%E3%80%82evil.test/", "/%E3%80%82evil.test/"],
    ["/。evil.test/", "/%E3%80%82evil.test/"],
    ["/%09/evil.test/", "/%09/evil.test/"],
  ])("keeps %j on this site as %j", (to, expected) => {
    expect(safeReturnPath(to)).toBe(expected);
    expect(landsOn(expected)).toBe("shop.test");
  });

  it.each([
    "//evil.test/",
    "/\\evil.test/",
    "\\\\evil.test/",
    "/\t/evil.test/",
    "/\t\\evil.test/",
    "/\n/evil.test/",
    "/\r\n/evil.test/",
    " //evil.test",
    "\u0000//evil.test",
    "https://evil.test/",
    "HTTPS://evil.test/",
    "http:evil.test",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:x@evil.test",
    "",
    "   ",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (to) => {
    expect(safeReturnPath(to)).toBeNull();
  });

  it("never answers a path a browser reads as another host", () => {
    for (const to of ["/.//evil.test", "/./\\evil.test", "/..//evil.test", "/a/..//evil.test"]) {
      const path = safeReturnPath(to);
      expect(path).not.toBeNull();
      expect(path?.startsWith("//")).toBe(false);
      expect(landsOn(path ?? "")).toBe("shop.test");
    }
  });

  it("answers something a Headers object accepts", () => {
    for (const to of ["/shop?q=પંપ", "/%0D%0ASet-Cookie:x", "/a b", "/ü"]) {
      const path = safeReturnPath(to);
      expect(() => new Headers({ Location: path ?? "/" })).not.toThrow();
    }
  });

  it.each([null, undefined, 42, {}])("refuses %j", (to) => {
    expect(safeReturnPath(to)).toBeNull();
  });
});

describe("every redirect to an address from the request goes through safeReturnPath", () => {
  it("finds no redirect built from a query or form value without it", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("app", { recursive: true })).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes(".test."),
    );
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(`app/${file}`, "utf8");
      for (const call of text.matchAll(/\bredirect\(([^;]*)/g)) {
        const args = call[1] ?? "";
        if (/\.get\(|searchParams|redirectTo/.test(args) && !args.includes("safeReturnPath(")) {
          offenders.push(`${file}: redirect(${args.slice(0, 80)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

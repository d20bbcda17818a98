import { describe, expect, it } from "vitest";
import { redirectLocal } from "./redirect.server";
import { runInLocale } from "./request-locale.server";

/** React Router marks a redirect that must load a new document with this header. */
const RELOAD = "X-Remix-Reload-Document";

describe("a redirect from a page in one language", () => {
  it("stays in the app within the language", () => {
    const res = runInLocale("gu", () => redirectLocal("/gu/user"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/gu/user");
    expect(res.headers.get(RELOAD)).toBeNull();
  });

  it("loads a new document into another language, headers kept", () => {
    const res = runInLocale("gu", () =>
      redirectLocal("/admin", { headers: { "Set-Cookie": "a=b" } }),
    );
    expect(res.headers.get("Location")).toBe("/admin");
    expect(res.headers.get(RELOAD)).toBe("true");
    expect(res.headers.get("Set-Cookie")).toBe("a=b");
    expect(runInLocale("en", () => redirectLocal("/hi/cart")).headers.get(RELOAD)).toBe("true");
  });
});

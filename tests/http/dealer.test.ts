import { describe, expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/** The dealer application at /dealer (docs/dealers.md) as a script posts it. */

describe("with JavaScript off", () => {
  test("bad posts get a 400 with a message, never a 500", async ({ request }) => {
    const forms: Record<string, string>[] = [
      {},
      { firmName: "<script>x</script>", pin: "999999", categories: "99999", volume: "lots" },
      { firmName: "x".repeat(50_000), contactName: "a\u0000b" },
    ];
    for (const form of forms) {
      const response = await request.post("/dealer", { form, maxRedirects: 0 });
      expect(response.status()).toBe(400);
    }
    const json = await request.post("/dealer", {
      data: { firmName: "x" },
      maxRedirects: 0,
    });
    expect(json.status()).toBe(400);
  });
});

import { describe, expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/** Each content page's spec content, checked as plain HTML (JavaScript off). */
const CONTENT: Record<string, (string | RegExp)[]> = {
  "/about": [
    "Our story",
    "Our mission",
    "What we make",
    "Our team",
    "Play the factory tour video",
    "Submersible Pumps",
  ],
  "/contact": [
    "Get In Touch",
    "+91 98250 41230",
    "sales@sabarmatipumps.in",
    "Rajkot, Gujarat",
    'name="fullname"',
    'name="email"',
    'name="number"',
    'name="message"',
  ],
  "/certificates": ["Certificates", "ISO 9001:2015"],
  "/privacy": [
    "Privacy Policy",
    "Return and Refund Policy",
    "Shipping Policy",
    "All sales are final",
    "7-10 days",
    "shown at checkout",
    "10/6/2024",
    "under 13",
    "24ABCPS1234F1Z3",
  ],
  "/tandc": ["Terms and Conditions", "Contact Us", "10/6/2024", "Rajkot"],
};

describe("content pages over plain HTTP", () => {
  for (const [path, expected] of Object.entries(CONTENT)) {
    test(`${path} serves its content without JavaScript`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const text of expected) {
        if (typeof text === "string") expect(html).toContain(text.replace(/&/g, "&amp;"));
        else expect(html).toMatch(text);
      }
    });
  }

  test("/privacy has 7 numbered privacy sections and /tandc 11 plus Contact Us", async ({
    request,
  }) => {
    const numbers = (html: string) =>
      [
        ...html.matchAll(/<h[23][^>]*><span class="text-brand-700">(\d+)(?:<!-- -->)?\.<\/span>/g),
      ].map((m) => Number(m[1]));
    const privacy = await (await request.get("/privacy")).text();
    expect(numbers(privacy)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const terms = await (await request.get("/tandc")).text();
    expect(numbers(terms)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(terms).toMatch(/<h2[^>]*>Contact Us<\/h2>/);
  });

  test("/about shows the newest about image set and /certificates two certificates", async ({
    request,
  }) => {
    const about = await (await request.get("/about")).text();
    expect(about.match(/src="\/media\/about\/[a-z0-9]{16}"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      4,
    );
    const certs = await (await request.get("/certificates")).text();
    expect(certs.match(/src="\/media\/w640\/[a-z0-9]{16}"/g)).toHaveLength(2);
  });
});

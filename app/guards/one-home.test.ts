import { describe, expect, it } from "vitest";
import { copiesOutside } from "./source-scan";

/**
 * One home per rule. Each rule below lives in one module; a copy written
 * anywhere else fails here with its file and line. Move the need into the home
 * (or import from it) rather than widening a pattern.
 */
describe("one home per rule", () => {
  it("dates and India time: app/format/india-time.ts", () => {
    const pattern =
      /Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|Asia\/Kolkata|IST_OFFSET|new Date\([^)]*\)\.toLocaleString/;
    expect(copiesOutside(pattern, ["app/format/india-time.ts"])).toEqual([]);
  });

  it("numbers written the Indian way: app/format/number-format.ts and money.ts", () => {
    const pattern = /Intl\.NumberFormat|\.toLocaleString\(/;
    expect(copiesOutside(pattern, ["app/format/number-format.ts", "app/format/money.ts"])).toEqual(
      [],
    );
  });

  it("product, edit and the admin's addresses: app/http/paths.ts", () => {
    const pattern =
      /["'`]\/(productinfo|update-product)\/|["'`]\/(AddProductPage|AddUpdateImage)\b|["'`]\/admin(\/[a-z][\w/.-]*)?["'`?]/;
    expect(copiesOutside(pattern, ["app/http/paths.ts", "app/routes.ts"])).toEqual([]);
  });

  it("a form's 429 (too many attempts, Retry-After): tooManyRequests in app/accounts/too-many-requests.server.ts", () => {
    expect(copiesOutside(/status:\s*429/, ["app/accounts/too-many-requests.server.ts"])).toEqual(
      [],
    );
  });

  it("a PDF's set-up and colours: app/documents/pdf-kit.server.ts (renderPdf, COLOUR)", () => {
    const setUp = /openPdf\(|from ["']pdfkit["']|size:\s*["']A4["']/;
    expect(copiesOutside(setUp, ["app/documents/pdf-kit.server.ts"])).toEqual([]);
    const colour = /(fillColor|strokeColor|fillAndStroke|fill|stroke)\([^)]*["']#/;
    expect(copiesOutside(colour, ["app/documents/pdf-kit.server.ts"])).toEqual([]);
  });

  it("file and plain-text answers: app/http/downloads.ts (csvDownload, pdfDownload, plainAnswer)", () => {
    const pattern = /["']Content-Type["']:\s*["'](text\/plain|text\/csv|application\/pdf)/;
    expect(copiesOutside(pattern, ["app/http/downloads.ts"])).toEqual([]);
  });

  it("Cache-Control values: app/http/cache-control.ts", () => {
    // (`cache: "no-store"` is fetch's own option, not a header.)
    const pattern = /(?<!cache: )["'`](no-store|private, no-store|public, max-age=[^"'`]*)["'`]/;
    expect(copiesOutside(pattern, ["app/http/cache-control.ts"])).toEqual([]);
  });

  it("the cart's limits: app/orders/cart.ts, read by the browser cart and the server's schema", () => {
    // 999 a line: a bare 999, or the limits named again under their old names, is a second copy.
    const pattern = /(?<![.\d_])999(?![.\d,_])|MAX_(ORDER_LINES|LINE_QUANTITY)\b/;
    expect(copiesOutside(pattern, ["app/orders/cart.ts"])).toEqual([]);
  });

  it("the site's name: the configured site (app/config/site.ts), read into every page title", () => {
    expect(copiesOutside(/Sabarmati/, ["app/config/site.ts", "app/seo/seo.ts"])).toEqual([]);
    // A title typed out in full ("Leads | Admin") skips the site name: titles come from pageTitle.
    expect(copiesOutside(/title: ["'`][^"'`$]* \| /, [])).toEqual([]);
  });
});

describe("migrations", () => {
  it("never import the app's code: a backfill must not change when a rule does", () => {
    const found = copiesOutside(/from ["']~\/|from ["']\.\.\/\.\.\/(?!db\/dialect)/, []).filter(
      (l) => l.startsWith("app/db/migrations/"),
    );
    expect(found).toEqual([]);
  });
});

import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { isLocalisedPath, PREFIXED_LOCALES } from "./i18n/locales";

/** The spec's URLs (§2), mapped explicitly to the modules that render them. */
const english = [
  index("routes/site/home.tsx"),
  route("shop", "routes/site/shop.tsx"),
  route("productinfo/:id", "routes/site/product.tsx"),
  route("finder", "routes/site/finder.tsx"),
  route("compare", "routes/site/compare.tsx"),
  route("productinfo/:id/datasheet.pdf", "routes/resources/datasheet-pdf.ts"),
  route("contact", "routes/site/contact.tsx"),
  route("enquiry", "routes/site/enquiry.tsx"),
  route("dealer", "routes/site/dealer.tsx"),
  route("about", "routes/site/about.tsx"),
  route("certificates", "routes/site/certificates.tsx"),
  route("privacy", "routes/site/privacy.tsx"),
  route("tandc", "routes/site/tandc.tsx"),
  route("error", "routes/site/error.tsx"),
  route("sign-up", "routes/auth/sign-up.tsx"),
  route("sign-in", "routes/auth/sign-in.tsx"),
  route("sign-out", "routes/auth/sign-out.ts"),
  route("reset-password/:token", "routes/auth/reset-password.tsx"),
  route("user", "routes/account/user.tsx"),
  route("cart", "routes/account/cart.tsx"),
  route("catalogue.pdf", "routes/resources/catalogue-pdf.ts"),
  route("q/:token", "routes/site/quotation.tsx"),
  route("q/:token/quotation.pdf", "routes/resources/quotation-pdf.ts"),
  route("service", "routes/site/service.tsx"),
  route("service/request", "routes/site/service-request.tsx"),
  route("service/track/:token", "routes/site/service-track.tsx"),
  route("u/:serial", "routes/site/serial.tsx"),
  route("api/media", "routes/resources/media-upload.ts"),
  route("api/hero-slides", "routes/resources/hero-slides.ts"),
  route("api/search", "routes/resources/search.ts"),
  route("api/pincode/:pin", "routes/resources/pincode.ts"),
  route("api/whatsapp/webhook", "routes/resources/whatsapp-webhook.ts"),
  route("api/serials/:serial/curve.svg", "routes/resources/serial-curve.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("language", "routes/resources/language.ts"),
  // The admin: every page under one layout whose loader checks the admin role
  // (each page checks it again); its files and resources next to it.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("AddUpdateImage", "routes/admin/image-sets.tsx"),
    route("admin/enquiries", "routes/admin/enquiries.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("AddProductPage", "routes/admin/product-new.tsx"),
    route("update-product/:id", "routes/admin/product-edit.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/products/import", "routes/admin/product-import.tsx"),
    route("admin/bulk", "routes/admin/bulk.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/translations", "routes/admin/translations.tsx"),
    route("admin/translations/product/:id", "routes/admin/translate-product.tsx"),
    route("admin/translations/category/:id", "routes/admin/translate-category.tsx"),
    route("admin/search-words", "routes/admin/search-words.tsx"),
    route("admin/salespeople", "routes/admin/salespeople.tsx"),
    route("admin/quotations", "routes/admin/quotations.tsx"),
    route("admin/quotations/settings", "routes/admin/quotation-settings.tsx"),
    route("admin/quotations/:id", "routes/admin/quotation.tsx"),
    route("admin/tax-rates", "routes/admin/tax-rates.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/service", "routes/admin/service-queue.tsx"),
    route("admin/service/:id", "routes/admin/service-request.tsx"),
    route("admin/service-points", "routes/admin/service-points.tsx"),
    route("admin/serials", "routes/admin/serials.tsx"),
    route("admin/warranty", "routes/admin/warranty.tsx"),
  ]),
  route("admin/enquiries.csv", "routes/admin/enquiries-csv.ts"),
  route("admin/quotations/products", "routes/admin/quotation-products.ts"),
  route("admin/products.csv", "routes/admin/products-csv.ts"),
  route("admin/memory.json", "routes/admin/memory.ts"),
  route("admin/service-points.csv", "routes/admin/service-points-csv.ts"),
  route("admin/serials/qr.pdf", "routes/admin/serials-qr-pdf.ts"),
  route("admin/serials/:serial/qr.png", "routes/admin/serial-qr-png.ts"),
  route("api/admin/events", "routes/admin/events.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;

/**
 * The public pages again under /gu and /hi (docs/languages.md): the same
 * modules, one route id per language. Which pages: app/i18n/locales.ts's
 * LOCALISED_ROOTS. Anything else under a prefix (`/gu/admin`, `/fr/shop`)
 * falls to the splat route: a 404.
 */
function localisedCopies(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const pages = entries.filter((e) => !e.children && isLocalisedPath(`/${e.path ?? ""}`));
  return PREFIXED_LOCALES.flatMap((locale) =>
    pages.map((e) =>
      route(e.path ? `${locale}/${e.path}` : locale, e.file, {
        id: `${locale}/${e.id ?? e.file.replace(/\.[jt]sx?$/, "")}`,
      }),
    ),
  );
}

export default [...english, ...localisedCopies(english)] satisfies RouteConfig;

/**
 * The site's addresses that code links to or reasons about. app/routes.ts maps
 * them to modules; robots.txt, the page cache, the dealer popup and the admin's
 * links read them from here, and app/http/paths.test.ts refuses a product,
 * edit or legacy admin address typed anywhere else.
 */

/** The admin's pages and files. The spec keeps three of its first addresses. */
export const ADMIN = {
  dashboard: "/admin",
  newProduct: "/AddProductPage",
  imageSets: "/AddUpdateImage",
  leads: "/admin/enquiries",
  leadsCsv: "/admin/enquiries.csv",
  orders: "/admin/orders",
  audit: "/admin/audit",
  productImport: "/admin/products/import",
  productsCsv: "/admin/products.csv",
  bulk: "/admin/bulk",
  media: "/admin/media",
  people: "/admin/users",
  translations: "/admin/translations",
  searchWords: "/admin/search-words",
  salespeople: "/admin/salespeople",
  taxRates: "/admin/tax-rates",
  quotations: "/admin/quotations",
  messages: "/admin/messages",
  quotationSettings: "/admin/quotations/settings",
  quotationProducts: "/admin/quotations/products",
  events: "/api/admin/events",
} as const;

/** Where the WhatsApp Cloud API reports what became of our messages (docs/admin-leads.md). */
export const WHATSAPP_WEBHOOK = "/api/whatsapp/webhook";

/**
 * The admin's after-sales pages and files (docs/after-sales.md). Apart from ADMIN on purpose:
 * the site frame carries ADMIN to every visitor, so these are read on the server only (their
 * loaders hand the pages their links) and cost a visitor's first visit nothing.
 */
export const SERVICE_ADMIN = {
  queue: "/admin/service",
  points: "/admin/service-points",
  pointsCsv: "/admin/service-points.csv",
  serials: "/admin/serials",
  serialsQrPdf: "/admin/serials/qr.pdf",
  warranty: "/admin/warranty",
} as const;

/** After the sale (docs/after-sales.md): the locator and hub, and a new service request. */
export const SERVICE = { locator: "/service", request: "/service/request" } as const;

/** A service request's private status link, by its token. */
const SERVICE_TRACK = "/service/track";

/** Where a signed-in visitor's own pages are. */
const ACCOUNT = { user: "/user", cart: "/cart" } as const;

const EDIT_PRODUCT = "/update-product";

/** A customer's quotation: its page and PDF, by the link's token. */
const QUOTATION = "/q";

/** Every address only an admin may open: prefixes of the admin's pages. */
const ADMIN_PREFIXES = [ADMIN.dashboard, ADMIN.newProduct, EDIT_PRODUCT, ADMIN.imageSets] as const;

/** Kept out of search engines: the admin, accounts, the cart, sign-in and APIs. */
export const PRIVATE_PREFIXES = [
  ...ADMIN_PREFIXES,
  ACCOUNT.user,
  ACCOUNT.cart,
  `${QUOTATION}/`,
  `${SERVICE_TRACK}/`,
  "/sign-in",
  "/sign-up",
  "/api/",
] as const;

/** Whether a path is one of the admin's (the spec's addresses are matched in any case). */
export function isAdminPath(path: string): boolean {
  const lower = path.toLowerCase();
  return ADMIN_PREFIXES.some((p) => lower.startsWith(p.toLowerCase()));
}

/** The product's page. */
export function productPath(id: string): string {
  return `/productinfo/${encodeURIComponent(id)}`;
}

/** The product's one-page datasheet. */
export function datasheetPath(id: string): string {
  return `${productPath(id)}/datasheet.pdf`;
}

/** The admin's edit page for a product. */
export function editProductPath(id: string): string {
  return `${EDIT_PRODUCT}/${encodeURIComponent(id)}`;
}

/** The admin's Translations page for a product (its Gujarati and Hindi beside the English). */
export function translateProductPath(id: string): string {
  return `${ADMIN.translations}/product/${encodeURIComponent(id)}`;
}

/** The admin's Translations page for a category and its subcategories. */
export function translateCategoryPath(id: number): string {
  return `${ADMIN.translations}/category/${id}`;
}

/** The admin's page of one quotation (its editor while a draft). */
export function adminQuotationPath(id: number): string {
  return `${ADMIN.quotations}/${id}`;
}

/** The customer's page of a quotation (English; localisePath adds /gu or /hi). */
export function quotationPath(token: string): string {
  return `${QUOTATION}/${encodeURIComponent(token)}`;
}

/** The quotation's PDF. */
export function quotationPdfPath(token: string): string {
  return `${quotationPath(token)}/quotation.pdf`;
}

/** A serial's public page, as its nameplate's QR code opens it (English; localisePath adds /gu or /hi). */
export function serialPath(serial: string): string {
  return `/u/${encodeURIComponent(serial)}`;
}

/** A service request's private status page. */
export function serviceTrackPath(token: string): string {
  return `${SERVICE_TRACK}/${encodeURIComponent(token)}`;
}

/** The admin's page of one service request. */
export function adminServiceRequestPath(id: number): string {
  return `${SERVICE_ADMIN.queue}/${id}`;
}

/** The admin's nameplate QR code of one serial (PNG). */
export function serialQrPath(serial: string): string {
  return `${SERVICE_ADMIN.serials}/${encodeURIComponent(serial)}/qr.png`;
}

/** A serial's pump curve as an SVG image (its words in `locale`: ?lang=gu). */
export function serialCurvePath(serial: string, locale: string): string {
  return `/api/serials/${encodeURIComponent(serial)}/curve.svg${locale === "en" ? "" : `?lang=${locale}`}`;
}

/** The place a person lands after signing in (a salesperson: the dashboard of their own leads). */
export function homeOf(role: string | null | undefined): string {
  return role === "admin" || role === "salesperson" ? ADMIN.dashboard : ACCOUNT.user;
}

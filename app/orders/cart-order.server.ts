import { data } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { localiseSummaries } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { CART_MESSAGES } from "./cart-changes";
import { cartItemsSchema } from "./cart-schema";
import { orderMessage } from "./order-text";
import { createOrder } from "./orders.server";

/**
 * The cart's Request (a signed-in customer's post from /cart, in `language`): the order is
 * made from the posted lines and kept as a lead; the answer carries the WhatsApp text.
 */
export async function requestOrder(db: DB, user: SessionUser, form: FormData, language: Locale) {
  let items: unknown;
  try {
    items = JSON.parse(String(form.get("items") ?? "[]"));
  } catch {
    items = null;
  }
  const parsed = cartItemsSchema.safeParse(items);
  if (!parsed.success) {
    // The schema's messages are the cart's own sentences (cart-schema.ts).
    return data(
      { error: parsed.error.issues[0]?.message ?? CART_MESSAGES.unreadable() },
      { status: 400 },
    );
  }
  const order = await createOrder(db, user.id, parsed.data);
  if (!order) return data({ error: m.forms_cart_unavailable() }, { status: 400 });
  // The lead keeps the English text for the sales team; the visitor's WhatsApp text is in
  // the cart page's language, with the products' translated titles.
  const lead = orderMessage({ ...order, customer: user }, "en");
  const titled = await localiseSummaries(
    db,
    language,
    order.lines.map((l) => ({ ...l, id: l.productId })),
  );
  const message = orderMessage({ ...order, lines: titled, customer: user }, language);
  // The lead is stored too, so the sales team sees it in the enquiries inbox.
  const saved = await saveEnquiry(db, {
    kind: "cart",
    name: user.name,
    email: user.email,
    phone: "",
    message: lead,
    language,
    orderId: order.id,
  });
  // Routed like every lead: its WhatsApp opens the owner's number, else the business's.
  const whatsappNumber = saved.salesperson?.whatsapp ?? null;
  return data({ order: { id: order.id, totalPaise: order.totalPaise }, message, whatsappNumber });
}

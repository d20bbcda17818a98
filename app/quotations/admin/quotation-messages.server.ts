import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { messagesAbout } from "~/outbox/messages-list.server";
import { answerScope, markAnswersSeen, unseenAnswerCount } from "../answers-seen.server";
import { deliveryTargets } from "../quotation-delivery.server";

/**
 * What a quotation's admin page adds about messages, as staff open it: its customer's answers
 * marked seen (an audited change, only when there is something new), its messages with their
 * statuses, where Send could deliver it, and the answers still awaiting a reply elsewhere.
 */
export async function openQuotationMessages(db: DB, viewer: SessionUser, id: number) {
  const newAnswers = await markAnswersSeen(db, viewer, id);
  const q = await db
    .selectFrom("quotation")
    .select(["customer_email", "customer_phone"])
    .where("id", "=", id)
    .executeTakeFirst();
  const [messages, targets, unseenAnswers] = await Promise.all([
    messagesAbout(db, { type: "quotation", id }),
    q ? deliveryTargets(db, q) : { email: null, whatsapp: null },
    // Counted after this page marked its own seen (the layout's count ran beside it).
    unseenAnswerCount(db, answerScope(viewer)),
  ]);
  return { newAnswers, messages, targets, unseenAnswers };
}

export type QuotationChannels = Awaited<ReturnType<typeof openQuotationMessages>>;

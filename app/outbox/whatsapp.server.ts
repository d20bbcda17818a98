import type { WhatsAppSettings } from "~/config/whatsapp-settings.server";
import { DeliveryError } from "./delivery-error";

/**
 * The WhatsApp Business Cloud API's messages endpoint, through fetch (docs/admin-leads.md
 * "WhatsApp"): `POST {api}/{version}/{phone-number-id}/messages` with a bearer token answers
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`. The answer means
 * WhatsApp accepted the message, not that it arrived: delivery comes later by the webhook
 * (whatsapp-webhook.server.ts), with `biz_opaque_callback_data` echoed back, which ties a
 * report to our row even when the id never reached our database.
 */

/** A message body without the envelope (`messaging_product`, `to`) the sender adds. */
export type WhatsAppBody =
  | { type: "template"; template: TemplateObject }
  | { type: "document"; document: { link: string; filename: string; caption?: string } };

interface TemplateObject {
  name: string;
  language: { code: string };
  components: TemplateComponent[];
}

type TemplateComponent =
  | { type: "body"; parameters: { type: "text"; text: string }[] }
  | {
      type: "header";
      parameters: { type: "document"; document: { link: string; filename: string } }[];
    };

/** Sends one message to `to` (digits with the country code); answers WhatsApp's message id. */
export type SendWhatsApp = (
  to: string,
  body: WhatsAppBody,
  callbackData: string,
) => Promise<{ id: string }>;

/**
 * A template parameter as WhatsApp takes it: one line (no tabs, new lines or runs of more
 * than four spaces), at most 1,024 characters.
 */
function templateText(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return (line || "-").slice(0, 1024);
}

/** An approved template with body parameters {{1}}, {{2}} … */
export function templateMessage(
  template: { name: string; language: string },
  params: readonly string[],
): WhatsAppBody {
  return {
    type: "template",
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: "body", parameters: params.map((p) => ({ type: "text", text: templateText(p) })) },
      ],
    },
  };
}

/**
 * A document: in an approved template's DOCUMENT header (any time), or, without a template,
 * as a document message with a caption, which WhatsApp delivers only inside the customer's
 * 24-hour service window (outside it the webhook reports 131047, and the message shows failed).
 */
export function documentMessage(
  document: { link: string; filename: string },
  options: {
    template: { name: string; language: string } | null;
    params: string[];
    caption: string;
  },
): WhatsAppBody {
  if (!options.template)
    return {
      type: "document",
      document: { ...document, caption: options.caption.slice(0, 1024) },
    };
  const body = templateMessage(options.template, options.params);
  if (body.type === "template")
    body.template.components.unshift({
      type: "header",
      parameters: [{ type: "document", document }],
    });
  return body;
}

/** Graph API error codes that mean "too many, try later" (throughput and pair rate limits). */
const RATE_LIMITED = new Set([4, 80007, 130429, 131048, 131056]);

/** How a refusal reads, and whether to retry: 5xx, 429, rate limits and 401 are retried. */
function graphFailure(status: number, answer: unknown): DeliveryError {
  const error = (answer as { error?: Record<string, unknown> } | null)?.error ?? {};
  const code = typeof error.code === "number" ? error.code : null;
  const details = (error.error_data as { details?: unknown } | undefined)?.details;
  const text = [
    `Graph API ${status}`,
    code !== null ? `(#${code})` : null,
    typeof error.message === "string" ? error.message : null,
    typeof details === "string" ? `: ${details}` : null,
  ]
    .filter(Boolean)
    .join(" ")
    .slice(0, 500);
  const retry =
    status >= 500 || status === 429 || status === 401 || (code !== null && RATE_LIMITED.has(code));
  return new DeliveryError(text, { permanent: !retry });
}

/** Sends through the Cloud API (or the stand-in WHATSAPP_API_URL names), 20 s at most a call. */
export function cloudApiSender(settings: WhatsAppSettings): SendWhatsApp {
  const url = `${settings.apiUrl}/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  return async (to, body, callbackData) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${settings.accessToken}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to,
          ...body,
          biz_opaque_callback_data: callbackData,
        }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new DeliveryError(
        `Graph API unreachable: ${String((error as Error)?.message ?? error)}`,
        {
          permanent: false,
        },
      );
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok) throw graphFailure(res.status, answer);
    const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== "string" || id === "")
      throw new DeliveryError(`Graph API ${res.status} without a message id`, { permanent: false });
    return { id };
  };
}

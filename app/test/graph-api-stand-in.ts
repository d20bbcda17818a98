import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the WhatsApp Cloud API's messages endpoint (never the network), with
 * the documented shapes: `POST /{version}/{phone-number-id}/messages` with a bearer token
 * answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`; a refusal
 * answers `{ error: { message, type, code, error_data, fbtrace_id } }` with its HTTP status.
 * A test plans refusals with `answerNext`, reads what was posted in `requests`, and makes
 * signed webhook bodies with `statusWebhook` as Meta would post them.
 */

export const STAND_IN = {
  version: "v23.0",
  phoneNumberId: "109876543210",
  token: "stand-in-access-token",
  appSecret: "stand-in-app-secret",
  verifyToken: "stand-in-verify-token",
} as const;

export interface GraphRequest {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
  /** The id answered, when one was. */
  answeredId: string | null;
}

interface Planned {
  status: number;
  error?: { code: number; message: string; details?: string };
}

export interface GraphStandIn {
  url: string;
  requests: GraphRequest[];
  /** The next answers, in order: an HTTP status and (for a refusal) the Graph error. */
  answerNext(...answers: Planned[]): void;
  /** Answers every request after `ms` (a slow API). */
  delayMs: number;
  /** The shop's WHATSAPP_* variables that point at this stand-in. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

function graphError(res: ServerResponse, status: number, e: NonNullable<Planned["error"]>) {
  send(res, status, {
    error: {
      message: e.message,
      type: "OAuthException",
      code: e.code,
      error_data: { messaging_product: "whatsapp", details: e.details ?? e.message },
      fbtrace_id: "AStandInTraceId",
    },
  });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startGraphStandIn(): Promise<GraphStandIn> {
  const requests: GraphRequest[] = [];
  const planned: Planned[] = [];
  const state = { delayMs: 0, next: 1 };
  const expected = `/${STAND_IN.version}/${STAND_IN.phoneNumberId}/messages`;
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    const record: GraphRequest = {
      path: req.url ?? "",
      authorization: req.headers.authorization ?? "",
      body: body ?? {},
      answeredId: null,
    };
    requests.push(record);
    if (req.method !== "POST" || req.url !== expected)
      return graphError(res, 404, { code: 803, message: "Unknown path components" });
    if (record.authorization !== `Bearer ${STAND_IN.token}`)
      return graphError(res, 401, { code: 190, message: "Invalid OAuth access token." });
    const plan = planned.shift();
    if (plan && plan.status !== 200)
      return graphError(
        res,
        plan.status,
        plan.error ?? { code: 131000, message: "Something went wrong" },
      );
    const to = body?.to;
    const type = body?.type;
    if (
      body?.messaging_product !== "whatsapp" ||
      typeof to !== "string" ||
      !/^\d{8,15}$/.test(to) ||
      (type !== "template" && type !== "document") ||
      typeof body[type] !== "object"
    )
      return graphError(res, 400, { code: 100, message: "(#100) Invalid parameter" });
    const id = `wamid.STANDIN${String(state.next++).padStart(6, "0")}`;
    record.answeredId = id;
    send(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id, ...(type === "template" ? { message_status: "accepted" } : {}) }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answerNext: (...answers) => void planned.push(...answers),
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    env: (extra = {}) => ({
      WHATSAPP_API_URL: url,
      WHATSAPP_API_VERSION: STAND_IN.version,
      WHATSAPP_PHONE_NUMBER_ID: STAND_IN.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: STAND_IN.token,
      WHATSAPP_APP_SECRET: STAND_IN.appSecret,
      WHATSAPP_VERIFY_TOKEN: STAND_IN.verifyToken,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StatusEvent {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  /** Seconds since the epoch, as Meta sends it. */
  timestamp?: number;
  callbackData?: string;
  error?: { code: number; title: string; details?: string };
}

/** A status webhook's body as Meta posts it, and its X-Hub-Signature-256 under `appSecret`. */
export function statusWebhook(
  statuses: readonly StatusEvent[],
  appSecret: string = STAND_IN.appSecret,
): { body: string; signature: string } {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: {
                display_phone_number: "919825041230",
                phone_number_id: STAND_IN.phoneNumberId,
              },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
                recipient_id: "919876543210",
                ...(s.callbackData ? { biz_opaque_callback_data: s.callbackData } : {}),
                ...(s.error
                  ? {
                      errors: [
                        {
                          code: s.error.code,
                          title: s.error.title,
                          message: s.error.title,
                          error_data: { details: s.error.details ?? s.error.title },
                        },
                      ],
                    }
                  : {}),
              })),
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
  return { body, signature };
}

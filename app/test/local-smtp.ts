import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server on a private port for tests and benchmarks (never the network): it keeps
 * every transmission, and a mailbox that holds one copy per Message-ID, as Gmail's does. It can
 * refuse the next messages with a reply code (451 try later, 550 no such mailbox) or be closed
 * (the mail server is down).
 */

export interface Transmission {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  at: number;
}

export interface LocalSmtp {
  port: number;
  /** Every message the server took, in order (a message sent twice is here twice). */
  received: Transmission[];
  /** What the recipients see: one copy per Message-ID, in order of arrival. */
  mailbox(): Transmission[];
  /** Refuse every message with this reply code (4xx: try later; 5xx: never) until null. */
  refuse: number | null;
  /** The settings the shop's SMTP_* variables take to reach it. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalSmtp(port = 0): Promise<LocalSmtp> {
  const received: Transmission[] = [];
  const state = { refuse: null as number | null };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.refuse !== null) {
          const error = Object.assign(new Error(`Refused (${state.refuse})`), {
            responseCode: state.refuse,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? "",
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    received,
    mailbox() {
      const seen = new Set<string>();
      return received.filter((t) => {
        const key = t.messageId || `${t.at}:${t.raw.length}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(code: number | null) {
      state.refuse = code;
    },
    env: (extra = {}) => ({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(bound),
      SMTP_FROM: "Sabarmati Pumps <sales@sabarmati.test>",
      ...extra,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One part of a message: its headers (lower-case names), its decoded body. */
export interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

export interface ReadMail {
  subject: string;
  headers: Record<string, string>;
  /** The text/plain part, decoded. */
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Subject, text and attachments of a raw message (MIME encoded words, QP or base64, multipart). */
export function readMail(raw: string): ReadMail {
  const top = part(raw);
  const parts = leaves(raw);
  const text = parts.find((p) =>
    (p.headers["content-type"] ?? "text/plain").startsWith("text/plain"),
  );
  const attachments = parts
    .filter((p) => /attachment/i.test(p.headers["content-disposition"] ?? ""))
    .map((p) => ({
      filename: encodedWords(
        /filename="?([^";]+)"?/i.exec(p.headers["content-disposition"] ?? "")?.[1] ?? "",
      ),
      contentType: (p.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "",
      content: p.body,
    }));
  return {
    subject: encodedWords(top.headers.subject ?? ""),
    headers: top.headers,
    text: text ? text.body.toString("utf8").replace(/\r\n/g, "\n") : "",
    attachments,
  };
}

function part(raw: string): MailPart {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? quotedPrintable(body)
        : Buffer.from(body, "utf8");
  return { headers, body: bytes };
}

/** The non-multipart parts of a message, depth first. */
function leaves(raw: string): MailPart[] {
  const p = part(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(p.headers["content-type"] ?? "")?.[1];
  if (!boundary || !/^multipart\//i.test(p.headers["content-type"] ?? "")) return [p];
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")));
}

function encodedWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : quotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes);
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SmtpSettings, smtpSettings } from "~/config/smtp-settings.server";
import { setupTempData } from "~/test/temp-data";
import { saveEnquiry } from "./enquiries.server";
import {
  backoffMs,
  deliverDue,
  MAX_ATTEMPTS,
  type SendMail,
  setLeadMailEnabled,
  smtpSender,
  startLeadMail,
} from "./outbox.server";

/** A tiny local SMTP server that keeps what it receives, or refuses while `refuse` is set. */
async function mailServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const state = { refuse: false, auth: [] as string[] };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      state.auth.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.refuse) {
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const t = setupTempData();
let smtp: Awaited<ReturnType<typeof mailServer>>;
let settings: SmtpSettings;
beforeEach(async () => {
  smtp = await mailServer();
  settings = smtpSettings({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_USER: "leads",
    SMTP_PASSWORD: "secret",
    SMTP_FROM: "Storefront <web@sabarmati.test>",
    SMTP_TO: "sales@sabarmati.test, owner@sabarmati.test",
  }) as SmtpSettings;
});
afterEach(async () => {
  await smtp.close();
});

const lead = (name = "ભાવેશ પટેલ") =>
  saveEnquiry(t.db, {
    kind: "dealer",
    name,
    email: "bhavesh@example.com",
    phone: "+91 98250 41230",
    company: "Patel Agro",
    message: "Amreli માં ડીલરશિપ",
    language: "gu",
  });
/** The lead e-mails in the shop's outbox (app/outbox/), with the lead each is about. */
const outbox = async () =>
  (
    await t.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("kind", "=", "lead-mail")
      .orderBy("id")
      .execute()
  ).map((r) => ({ ...r, enquiry_id: Number(r.about_id) }));

describe("SMTP settings", () => {
  it("are off without a host or a recipient, and read ports and TLS sensibly", () => {
    expect(smtpSettings({})).toBeNull();
    expect(smtpSettings({ SMTP_HOST: "mail.example.com" })).toBeNull();
    expect(smtpSettings({ SMTP_HOST: "mail.example.com", SMTP_TO: "a@x.in" })).toMatchObject({
      port: 587,
      secure: false,
      from: "storefront@mail.example.com",
      to: ["a@x.in"],
    });
    expect(smtpSettings({ SMTP_HOST: "h", SMTP_PORT: "465", SMTP_TO: "a@x.in" })?.secure).toBe(
      true,
    );
    expect(() => smtpSettings({ SMTP_HOST: "h", SMTP_PORT: "seven", SMTP_TO: "a@x.in" })).toThrow(
      /SMTP_PORT/,
    );
  });
});

describe("lead outbox", () => {
  it("queues a lead in the same transaction only while enabled", async () => {
    await lead();
    expect(await outbox()).toHaveLength(0);
    await setLeadMailEnabled(t.db, true);
    const { id } = await lead();
    const rows = await outbox();
    expect(rows).toMatchObject([{ enquiry_id: id, status: "pending", attempts: 0 }]);
    expect(Math.abs((rows[0]?.created_at ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it("e-mails a queued lead through SMTP, with ₹-safe UTF-8 text", async () => {
    await setLeadMailEnabled(t.db, true);
    const { reference } = await lead();
    const result = await deliverDue(t.db, smtpSender(settings), settings, {
      baseUrl: "https://shop.example",
    });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.state.auth).toEqual(["leads:secret"]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe("web@sabarmati.test");
    expect(mail?.to).toEqual(["sales@sabarmati.test", "owner@sabarmati.test"]);
    const decoded = await decode(mail?.raw ?? "");
    expect(decoded.subject).toBe(`New dealership from ભાવેશ પટેલ (${reference})`);
    expect(decoded.text).toContain("Phone: +91 98250 41230");
    expect(decoded.text).toContain("Amreli માં ડીલરશિપ");
    expect(decoded.text).toContain("Language: Gujarati");
    expect(decoded.text).toContain(`https://shop.example/admin/enquiries?q=${reference}`);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    // Nothing is sent twice.
    expect(await deliverDue(t.db, smtpSender(settings), settings, { baseUrl: "" })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("two workers (two instances) never send one e-mail twice", async () => {
    await setLeadMailEnabled(t.db, true);
    const saved = [];
    for (let i = 0; i < 12; i++) saved.push(await lead(`Lead ${i}`));
    const other = t.reopen();
    const sent: string[] = [];
    // A slow mail server, so both workers are busy at the same time.
    const send: SendMail = async (message) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(message.subject);
    };
    try {
      const results = await Promise.all([
        deliverDue(t.db, send, settings, { baseUrl: "" }),
        deliverDue(other, send, settings, { baseUrl: "" }),
      ]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
      expect(sent).toHaveLength(12);
      expect(new Set(sent).size).toBe(12);
      for (const { reference } of saved) {
        expect(sent.filter((s) => s.includes(reference))).toHaveLength(1);
      }
      const rows = await outbox();
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other.destroy();
    }
  });

  it("retries with backoff while the server refuses, then gives up, keeping the lead", async () => {
    await setLeadMailEnabled(t.db, true);
    const { id } = await lead();
    smtp.state.refuse = true;
    let clock = Date.now();
    const run = () =>
      deliverDue(t.db, smtpSender(settings), settings, { baseUrl: "", now: () => clock });
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toMatch(/Try again later/);
    expect(row?.next_attempt_at).toBe(clock + backoffMs(1));
    // Not due yet: nothing happens.
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    clock += backoffMs(1);
    smtp.state.refuse = false;
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });

    const second = await lead("Second");
    smtp.state.refuse = true;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      expect(await run()).toEqual({ sent: 0, failed: 1 });
      clock += backoffMs(i);
    }
    const failed = (await outbox()).find((r) => r.enquiry_id === second.id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    const leads = await t.db.selectFrom("enquiry").select("id").execute();
    expect(leads.map((l) => l.id)).toEqual([id, second.id]);
  });

  it("records a connection failure without touching the lead", async () => {
    await setLeadMailEnabled(t.db, true);
    await lead();
    await smtp.close();
    const result = await deliverDue(t.db, smtpSender(settings), settings, { baseUrl: "" });
    expect(result).toEqual({ sent: 0, failed: 1 });
    expect((await outbox())[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    smtp = await mailServer(); // afterEach closes it
  });

  it("the worker turns queueing on and delivers new leads by itself", async () => {
    const worker = await startLeadMail(t.db, { settings, baseUrl: "", intervalMs: 20 });
    try {
      await lead("Worker Test");
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
      expect((await decode(smtp.received[0]?.raw ?? "")).subject).toContain("Worker Test");
    } finally {
      await worker.stop();
    }
    // Without settings the flag goes off again and nothing is queued.
    await startLeadMail(t.db, { settings: null, baseUrl: "" });
    await lead("Unqueued");
    expect(await outbox()).toHaveLength(1);
  });
});

/** Subject and text of a raw single-part message (MIME encoded-words, QP or base64 body). */
async function decode(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = head.replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) =>
    new RegExp(`^${name}:[ ]?(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  const words = (text: string) =>
    text
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
        enc.toLowerCase() === "b"
          ? Buffer.from(data, "base64").toString("utf8")
          : qp(data.replace(/_/g, " ")),
      );
  const body = rest.join("\r\n\r\n");
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? qp(body)
        : body;
  return { subject: words(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

function qp(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DB, openSqlite } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { migrationsFor } from "~/db/migrations";
import { tempPostgresDatabase } from "~/test/temp-data";

/**
 * The move from the lead e-mail outbox to the shop's outbox (migration
 * 2026-11-30T3000-message-outbox), with lead e-mails already queued, sent and failed: each
 * becomes a `lead-mail` message with its history, the switch carries over, and going back
 * down restores them. On SQLite, and on PostgreSQL in its run.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function emptyDatabase(): Promise<DB> {
  if (process.env.TEST_DATABASE === "postgres") {
    const pg = await tempPostgresDatabase({ migrated: false });
    cleanups.push(() => pg.drop());
    return pg.db;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-migration-"));
  const db = openSqlite(path.join(dir, "test.db"));
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

async function migrateTo(db: DB, name: string) {
  const migrations = migrationsFor(dialectOf(db));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).migrateTo(name);
  if (error) throw error;
}

describe("the lead e-mail outbox becomes the shop's outbox", () => {
  it("keeps every queued, sent and failed lead e-mail, and the switch, both ways", async () => {
    const db = await emptyDatabase();
    // biome-ignore lint/suspicious/noExplicitAny: the tables of the schema before the migration
    const old = db as unknown as Kysely<any>;
    await migrateTo(db, "2026-11-29T0900-quotations");
    const ids: number[] = [];
    for (const name of ["Asha", "Bharat", "Chirag"]) {
      const { id } = await old
        .insertInto("enquiry")
        .values({
          kind: "dealer",
          name,
          email: `${name}@x.in`,
          phone: "9876543210",
          created_at: 1_000,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(Number(id));
    }
    await old.updateTable("lead_outbox_config").set({ enabled: 1 }).where("id", "=", 1).execute();
    const row = (enquiry: number, status: string, attempts: number, extra = {}) => ({
      enquiry_id: enquiry,
      status,
      attempts,
      next_attempt_at: 5_000,
      created_at: 2_000,
      ...extra,
    });
    await old
      .insertInto("lead_outbox")
      .values([
        row(ids[0] ?? 0, "pending", 0),
        row(ids[1] ?? 0, "sent", 1, { sent_at: 3_000 }),
        row(ids[2] ?? 0, "failed", 8, { last_error: "SMTP 550: no such mailbox" }),
      ])
      .execute();

    await migrateTo(db, "2026-11-30T3100-quotation-answers-seen");
    const moved = await db
      .selectFrom("outbox_message")
      .select([
        "kind",
        "channel",
        "about_id",
        "status",
        "attempts",
        "last_error",
        "sent_at",
        "payload",
      ])
      .orderBy("id")
      .execute();
    expect(moved).toEqual([
      {
        kind: "lead-mail",
        channel: "email",
        about_id: String(ids[0]),
        status: "pending",
        attempts: 0,
        last_error: null,
        sent_at: null,
        payload: `{"enquiryId":${ids[0]}}`,
      },
      {
        kind: "lead-mail",
        channel: "email",
        about_id: String(ids[1]),
        status: "sent",
        attempts: 1,
        last_error: null,
        sent_at: 3_000,
        payload: `{"enquiryId":${ids[1]}}`,
      },
      {
        kind: "lead-mail",
        channel: "email",
        about_id: String(ids[2]),
        status: "failed",
        attempts: 8,
        last_error: "SMTP 550: no such mailbox",
        sent_at: null,
        payload: `{"enquiryId":${ids[2]}}`,
      },
    ]);
    expect(await db.selectFrom("outbox_config").select("lead_mail").execute()).toEqual([
      { lead_mail: 1 },
    ]);

    await migrateTo(db, "2026-11-29T0900-quotations");
    const back = await old
      .selectFrom("lead_outbox")
      .select(["enquiry_id", "status", "attempts", "last_error"])
      .orderBy("id")
      .execute();
    expect(back).toEqual([
      { enquiry_id: ids[0], status: "pending", attempts: 0, last_error: null },
      { enquiry_id: ids[1], status: "sent", attempts: 1, last_error: null },
      {
        enquiry_id: ids[2],
        status: "failed",
        attempts: 8,
        last_error: "SMTP 550: no such mailbox",
      },
    ]);
    expect(await old.selectFrom("lead_outbox_config").select("enabled").execute()).toEqual([
      { enabled: 1 },
    ]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openSqlite } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { runInLocale } from "~/i18n/request-locale.server";
import { ENQUIRY_NOT_SAVED, isStorageUnwritable, MESSAGE_NOT_SAVED } from "./storage-errors.server";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("what a visitor is told", () => {
  it("in English as before, and in the page's language", () => {
    expect(ENQUIRY_NOT_SAVED("+91 98765 43210")).toBe(
      "Sorry, we could not save your enquiry: our server is out of storage space right now. Nothing was sent. Please try again later, or call us on +91 98765 43210.",
    );
    expect(MESSAGE_NOT_SAVED("+91 98765 43210")).toBe(
      "Sorry, we could not save your message: our server is out of storage space right now. Nothing was sent. Please try again later, or call us on +91 98765 43210.",
    );
    expect(runInLocale("gu", () => ENQUIRY_NOT_SAVED("+91 98765 43210"))).toBe(
      "માફ કરશો, તમારી પૂછપરછ સાચવી શકાઈ નહીં: અત્યારે અમારા સર્વરમાં જગ્યા ભરાઈ ગઈ છે. કંઈ મોકલાયું નથી. થોડી વાર પછી ફરી પ્રયત્ન કરો, અથવા અમને +91 98765 43210 પર ફોન કરો.",
    );
    expect(runInLocale("hi", () => MESSAGE_NOT_SAVED("+91 98765 43210"))).toContain(
      "आपका संदेश सेव नहीं हो सका",
    );
  });
});

describe("isStorageUnwritable", () => {
  it("knows a full or read-only disk, database or PostgreSQL, also as a cause", () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const code of [
      "ENOSPC",
      "EDQUOT",
      "EROFS",
      "SQLITE_FULL",
      "SQLITE_READONLY_DBMOVED",
      "53100",
    ]) {
      expect(isStorageUnwritable(coded(code)), code).toBe(true);
    }
    expect(isStorageUnwritable(new Error("wrapped", { cause: coded("ENOSPC") }))).toBe(true);
    for (const other of [
      coded("ENOENT"),
      coded("SQLITE_CONSTRAINT"),
      coded("23505"),
      new Error("x"),
      null,
    ]) {
      expect(isStorageUnwritable(other)).toBe(false);
    }
  });

  it("recognises a database that has no room left; the failed enquiry leaves nothing behind", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-full-"));
    dirs.push(dir);
    const db = openSqlite(path.join(dir, "full.db"));
    try {
      await migrateToLatest(db);
      const enquiry = {
        kind: "dealer" as const,
        name: "Full",
        email: "full@test.in",
        phone: "9876543210",
      };
      // The file may not grow past its size now: some inserts still fit its free pages, then none.
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
      await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count}`).execute(db);
      let saved = 0;
      let failure: unknown = null;
      try {
        for (let i = 0; i < 500; i++) {
          await saveEnquiry(db, {
            ...enquiry,
            email: `full${i}@test.in`,
            message: "x".repeat(4000),
          });
          saved++;
        }
      } catch (error) {
        failure = error;
      }
      expect(isStorageUnwritable(failure)).toBe(true);
      const { n } = await db
        .selectFrom("enquiry")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(n).toBe(saved);
    } finally {
      await db.destroy();
    }
  });
});

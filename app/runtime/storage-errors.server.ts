import { m } from "~/i18n/paraglide/messages.js";

/**
 * Failures that mean "the server cannot write right now" rather than a bug:
 * the disk (or a quota) is full, or the database or media folder became
 * read-only. Forms that store something answer these with a clear message and
 * 507 Insufficient Storage; the write was refused whole (the database rolls
 * the transaction back, media files are written to a temporary name first),
 * and reading pages goes on working.
 */

/** HTTP 507 Insufficient Storage: the server cannot store what the request needs. */
export const STORAGE_FULL_STATUS = 507;

const FILE_SYSTEM = new Set(["ENOSPC", "EDQUOT", "EROFS"]);
// PostgreSQL SQLSTATEs: disk_full, and a read-only transaction (e.g. a standby).
const POSTGRES = new Set(["53100", "25006"]);

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** True for an out-of-space or read-only failure, anywhere in the error's `cause` chain. */
export function isStorageUnwritable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    const code = codeOf(e);
    if (code) {
      if (FILE_SYSTEM.has(code) || POSTGRES.has(code)) return true;
      if (code === "SQLITE_FULL" || code.startsWith("SQLITE_READONLY")) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What a visitor is told when their enquiry could not be stored, in the request's language. */
export const ENQUIRY_NOT_SAVED = (phone: string) => m.forms_enquiry_not_saved({ phone });

/** What a visitor is told when their contact message could not be stored, likewise. */
export const MESSAGE_NOT_SAVED = (phone: string) => m.forms_message_not_saved({ phone });

// The admin's messages stay English (docs/languages.md).

export const PRODUCT_NOT_SAVED =
  "The product was not saved: the server is out of storage space. Nothing was changed; free some disk space and save again.";

export const UPLOAD_NOT_SAVED =
  "The image was not stored: the server is out of storage space. Free some disk space and upload it again.";

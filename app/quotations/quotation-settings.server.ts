import type { SessionUser } from "~/accounts/session-user";
import { postedValues } from "~/admin/kit/edit-in-place.server";
import { type AuditFields, changedFields } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { type FieldErrors, fieldErrors } from "~/forms/field-errors";
import type { QuotationPayment, QuotationSignatory } from "./quotation-document";
import {
  defaultSettings,
  type QuotationSettings,
  type QuotationSettingsField,
  type QuotationSettingsInput,
  quotationSettingsSchema,
  SETTINGS_TEXT,
} from "./quotation-settings-schema";

/**
 * The quotation settings (one row, docs/quotations.md "Settings"): read by
 * every new quotation (its terms) and by sending (the bank, UPI ID, logo and
 * signatory are copied into the revision the customer sees, so a later change
 * never alters a quotation already sent); changed by an admin, audited.
 */

export async function readQuotationSettings(db: DB, city: string): Promise<QuotationSettings> {
  const row = await db
    .selectFrom("quotation_settings")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return defaultSettings(city);
  return {
    paymentTerms: row.payment_terms,
    deliveryTerms: row.delivery_terms,
    accountName: row.bank_account_name,
    bankName: row.bank_name,
    accountNumber: row.bank_account_number,
    ifsc: row.bank_ifsc,
    branch: row.bank_branch,
    upiId: row.upi_id,
    logoMediaId: row.logo_media_id,
    signatoryName: row.signatory_name,
    signatoryTitle: row.signatory_title,
    signatureMediaId: row.signature_media_id,
    updatedAt: Number(row.updated_at),
  };
}

/** The payment details a sent quotation carries (null when neither bank nor UPI is set). */
export function paymentOf(s: QuotationSettings): QuotationPayment | null {
  if (!s.accountNumber && !s.upiId) return null;
  return {
    accountName: s.accountName,
    bankName: s.bankName,
    accountNumber: s.accountNumber,
    ifsc: s.ifsc,
    branch: s.branch,
    upiId: s.upiId,
  };
}

export function signatoryOf(s: QuotationSettings): QuotationSignatory | null {
  if (!s.signatoryName && !s.signatureMediaId) return null;
  return { name: s.signatoryName, title: s.signatoryTitle, signatureMediaId: s.signatureMediaId };
}

function auditFields(s: QuotationSettingsInput): AuditFields {
  return {
    "payment terms": s.paymentTerms,
    "delivery terms": s.deliveryTerms,
    "account holder": s.accountName,
    bank: s.bankName,
    // The account number is the shop's own, printed on every quotation: it is not a secret.
    "account number": s.accountNumber,
    IFSC: s.ifsc,
    branch: s.branch,
    "UPI ID": s.upiId,
    logo: s.logoMediaId ?? "",
    signatory: [s.signatoryName, s.signatoryTitle].filter(Boolean).join(", "),
    signature: s.signatureMediaId ?? "",
  };
}

export type SettingsResult =
  | { ok: true; message: string }
  | {
      ok: false;
      status: number;
      message: string;
      errors: FieldErrors<QuotationSettingsField>;
      values?: Record<string, string>;
    };

/** Saves the settings (admins only), audited with what changed; nothing when nothing did. */
export async function saveQuotationSettings(
  db: DB,
  actor: SessionUser,
  input: QuotationSettingsInput,
  city: string,
): Promise<SettingsResult> {
  if (actor.role !== "admin")
    return { ok: false, status: 403, message: SETTINGS_TEXT.adminsOnly, errors: {} };
  return commitChange(db, actor, { topics: [] }, async (trx, audit): Promise<SettingsResult> => {
    for (const field of ["logoMediaId", "signatureMediaId"] as const) {
      const id = input[field];
      if (!id) continue;
      const found = await trx
        .selectFrom("media")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!found)
        return {
          ok: false,
          status: 400,
          message: SETTINGS_TEXT.imageMissing,
          errors: { [field]: SETTINGS_TEXT.imageMissing },
        };
    }
    const before = await readQuotationSettings(trx, city);
    const diff = changedFields(auditFields(before), auditFields(input));
    if (Object.keys(diff.after).length === 0) return { ok: true, message: SETTINGS_TEXT.unchanged };
    const row = {
      payment_terms: input.paymentTerms,
      delivery_terms: input.deliveryTerms,
      bank_account_name: input.accountName,
      bank_name: input.bankName,
      bank_account_number: input.accountNumber,
      bank_ifsc: input.ifsc,
      bank_branch: input.branch,
      upi_id: input.upiId,
      logo_media_id: input.logoMediaId,
      signatory_name: input.signatoryName,
      signatory_title: input.signatoryTitle,
      signature_media_id: input.signatureMediaId,
      updated_at: Date.now(),
    };
    await trx
      .insertInto("quotation_settings")
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
    audit({
      action: "quotation.settings",
      targetType: "quotation",
      targetId: "settings",
      detail: "quotation settings",
      ...diff,
    });
    return { ok: true, message: SETTINGS_TEXT.saved };
  });
}

/** The settings page's action: the form read with the shared schema, then saved. */
export async function runQuotationSettingsAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
  city: string,
): Promise<SettingsResult> {
  const values = postedValues(form, { chars: 2000 });
  const parsed = quotationSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<QuotationSettingsField>(parsed.error);
    return {
      ok: false,
      status: 400,
      message: Object.values(errors)[0] ?? SETTINGS_TEXT.failed,
      errors,
      values,
    };
  }
  const result = await saveQuotationSettings(db, actor, parsed.data, city);
  return result.ok ? result : { ...result, values };
}

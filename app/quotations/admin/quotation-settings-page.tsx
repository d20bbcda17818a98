import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useFormErrors } from "~/forms/use-form-errors";
import { ADMIN } from "~/http/paths";
import { ImageUpload } from "~/media/admin/image-upload";
import { ErrorSummary } from "~/ui/error-summary";
import { TextAreaField, TextField } from "~/ui/field";
import { Link } from "~/ui/link";
import {
  type QuotationSettings,
  type QuotationSettingsField,
  quotationSettingsSchema,
} from "../quotation-settings-schema";

/**
 * /admin/quotations/settings: what every quotation carries, set once by an
 * admin: the default terms, the bank account and UPI ID (printed with a UPI
 * QR code of the amount), the logo and the authorised signatory. A plain
 * form; the two images upload with scripts (as every admin image does).
 */

export interface FailedSettings {
  message: string;
  errors: Partial<Record<QuotationSettingsField, string>>;
  values?: Record<string, string>;
}

const FIELD_LABELS: Record<QuotationSettingsField, string> = {
  paymentTerms: "Payment terms",
  deliveryTerms: "Delivery terms",
  accountName: "Account holder",
  bankName: "Bank",
  accountNumber: "Account number",
  ifsc: "IFSC",
  branch: "Branch",
  upiId: "UPI ID",
  logoMediaId: "Logo",
  signatoryName: "Signatory's name",
  signatoryTitle: "Signatory's title",
  signatureMediaId: "Signature",
};

function ImageField({
  name,
  label,
  initial,
}: {
  name: "logoMediaId" | "signatureMediaId";
  label: string;
  initial: string | null;
}) {
  const [id, setId] = useState(initial ?? "");
  return (
    <div>
      <ImageUpload
        preset="images"
        label={label}
        value={id ? { id } : null}
        onUploaded={(r) => setId(r.public_id)}
      />
      <input type="hidden" name={name} value={id} />
      {id ? (
        <button
          type="button"
          onClick={() => setId("")}
          className="mt-2 text-xs font-semibold text-red-700 hover:underline"
        >
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

export function QuotationSettingsPage({
  settings,
  failed,
}: {
  settings: QuotationSettings;
  failed: FailedSettings | null;
}) {
  const form = useFormErrors<QuotationSettingsField>(quotationSettingsSchema, failed?.errors);
  const busy = useNavigation().state === "submitting";
  const v = (key: keyof QuotationSettings) => failed?.values?.[key] ?? String(settings[key] ?? "");
  const { errors } = form;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard />
      <p className="mt-2 text-sm">
        <Link to={ADMIN.quotations} className="text-brand-800 hover:underline">
          ← All quotations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Quotation settings</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Every new quotation starts with these terms; a quotation carries the bank details, UPI ID,
        logo and signatory as they are when it is sent (a change here never alters one already
        sent).
      </p>
      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="mt-6 space-y-6"
        aria-label="Quotation settings"
      >
        <ErrorSummary
          errors={errors}
          labels={FIELD_LABELS}
          refusals={form.refusals}
          title="The settings were not saved: please check these."
        />
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-bold text-slate-900">Default terms</legend>
          <TextAreaField
            name="paymentTerms"
            label="Payment terms"
            rows={3}
            defaultValue={v("paymentTerms")}
            error={errors.paymentTerms}
          />
          <TextAreaField
            name="deliveryTerms"
            label="Delivery terms"
            rows={3}
            defaultValue={v("deliveryTerms")}
            error={errors.deliveryTerms}
          />
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-bold text-slate-900">Bank and UPI</legend>
          <TextField
            name="accountName"
            label="Account holder"
            defaultValue={v("accountName")}
            error={errors.accountName}
          />
          <TextField
            name="bankName"
            label="Bank"
            defaultValue={v("bankName")}
            error={errors.bankName}
          />
          <TextField
            name="accountNumber"
            label="Account number"
            inputMode="numeric"
            defaultValue={v("accountNumber")}
            error={errors.accountNumber}
          />
          <TextField
            name="ifsc"
            label="IFSC"
            autoCapitalize="characters"
            defaultValue={v("ifsc")}
            error={errors.ifsc}
          />
          <TextField
            name="branch"
            label="Branch (optional)"
            defaultValue={v("branch")}
            error={errors.branch}
          />
          <TextField
            name="upiId"
            label="UPI ID (optional)"
            placeholder="sabarmatipumps@okhdfcbank"
            autoCapitalize="none"
            defaultValue={v("upiId")}
            error={errors.upiId}
          />
        </fieldset>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-bold text-slate-900">Logo and signatory</legend>
          <ImageField name="logoMediaId" label="Logo" initial={settings.logoMediaId} />
          <ImageField
            name="signatureMediaId"
            label="Signature"
            initial={settings.signatureMediaId}
          />
          <TextField
            name="signatoryName"
            label="Signatory's name"
            defaultValue={v("signatoryName")}
            error={errors.signatoryName}
          />
          <TextField
            name="signatoryTitle"
            label="Signatory's title (for example Proprietor)"
            defaultValue={v("signatoryTitle")}
            error={errors.signatoryTitle}
          />
        </fieldset>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          Save settings
        </button>
      </Form>
    </main>
  );
}

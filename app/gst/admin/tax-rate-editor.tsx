import {
  AddFormSection,
  DeleteAskingFirst,
  EditInPlaceForm,
  useFieldParts,
} from "~/admin/kit/edit-in-place";
import { indiaDayText } from "~/format/india-time";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import {
  BLANK_TAX_RATE,
  type ProductWithoutRate,
  percentText,
  postedFormValues,
  TAX_RATE_LIMITS,
  TAX_RATE_TEXT,
  type TaxRate,
  type TaxRateField,
  type TaxRateFormValues,
  type TaxRateGroup,
  taxRateAnchor,
  taxRateFormValues,
  taxRateSchema,
  taxRatesHref,
} from "~/gst/tax-rate-schema";
import { editProductPath } from "~/http/paths";
import { Link } from "~/ui/link";

/**
 * The parts of /admin/tax-rates (routes/admin/tax-rates.tsx). Every control
 * works before hydration and without JavaScript: the forms are plain posts,
 * Edit is a link (`?edit=id`) that opens the rate's form in place, and Delete
 * asks first inside a native <details>, saying what follows.
 */

/** A refused save, as the action answers it. */
export interface FailedSave {
  message: string;
  taxRateId: number | null;
  errors: FieldErrors<TaxRateField>;
  /** What was posted, to fill the form again. */
  values: Record<string, string>;
}

const smallButton =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

const products = (n: number) => (n === 1 ? "1 product" : `${n} products`);

/** HSN, rate, effective date and note, each with its error tied to it. */
function TaxRateFields({
  values,
  errors,
}: {
  values: TaxRateFormValues;
  errors: FieldErrors<TaxRateField>;
}) {
  const { field, label, error } = useFieldParts(errors);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[8rem_8rem_11rem_1fr]">
      <div>
        {label("hsn", "HSN code")}
        <input
          {...field("hsn")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="8413"
          defaultValue={values.hsn}
        />
        {error("hsn")}
      </div>
      <div>
        {label("rate", "GST rate (%)")}
        <input
          {...field("rate")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="18"
          defaultValue={values.rate}
        />
        {error("rate")}
      </div>
      <div>
        {label("from", "Effective from")}
        <input {...field("from")} type="date" defaultValue={values.from} />
        {error("from")}
      </div>
      <div>
        {label("note", "Note (optional)")}
        <input
          {...field("note")}
          type="text"
          autoComplete="off"
          maxLength={TAX_RATE_LIMITS.note}
          placeholder="Notification, council meeting, CA's advice…"
          defaultValue={values.note}
        />
        {error("note")}
      </div>
    </div>
  );
}

/** The add form: a plain post, checked first in the browser with the action's own schema. */
export function AddTaxRateForm({ failed }: { failed: FailedSave | null }) {
  const form = useFormErrors<TaxRateField>(taxRateSchema, failed?.errors);
  return (
    <AddFormSection
      headingId="add-tax-rate-heading"
      heading="Add a rate"
      note={
        <p className="text-sm text-slate-600">
          A new rate of an HSN code takes over from its date on; the rates before it stay for
          earlier dates.
        </p>
      }
      form={form}
      submit="Add rate"
    >
      <TaxRateFields
        values={failed ? postedFormValues(failed.values) : BLANK_TAX_RATE}
        errors={form.errors}
      />
    </AddFormSection>
  );
}

/** Products whose quotations would find no rate today, each linked to its edit form. */
export function ProductsWithoutRate({
  total,
  items,
}: {
  total: number;
  items: readonly ProductWithoutRate[];
}) {
  if (total === 0) {
    return (
      <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Every product has an HSN code with a rate in force today.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="without-rate-heading"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="without-rate-heading" className="text-lg font-bold text-slate-900">
        {products(total)} without a rate
      </h2>
      <p className="text-sm text-slate-700">
        These have no HSN code, or one with no rate in force today: a quotation for them starts with
        no rate. Give each its HSN code, or add the rate of its code above.
        {total > items.length ? ` The first ${items.length} are listed.` : ""}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {items.map((p) => (
          <li key={p.id} className="flex flex-wrap gap-x-2">
            <Link
              to={editProductPath(p.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              {p.title}
            </Link>
            <span className="text-slate-600">{p.hsn ? `HSN ${p.hsn}` : "no HSN code"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every HSN code with its rates, newest first; the rate being edited shows its form in place. */
export function TaxRateList({
  groups,
  editing,
  savedId,
  failed,
}: {
  groups: readonly TaxRateGroup[];
  editing: number | null;
  savedId: number | null;
  failed: FailedSave | null;
}) {
  if (groups.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        No tax rates yet: add the rate of each HSN code your products carry.
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-4" aria-label="Tax rates by HSN code">
      {groups.map((g) => (
        <li
          key={g.hsn}
          aria-label={`HSN ${g.hsn}`}
          data-hsn={g.hsn}
          className="rounded-xl border border-slate-200 p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-bold text-slate-900">HSN {g.hsn}</h2>
            <p className="text-sm text-slate-600">{products(g.products)}</p>
          </div>
          <p className="text-sm text-slate-800" data-testid="in-force">
            {g.inForce
              ? `In force today: ${percentText(g.inForce.rateBp)} (from ${indiaDayText(g.inForce.effectiveFrom)})`
              : "No rate in force today"}
          </p>
          <ol className="mt-3 space-y-2" aria-label={`Rates of HSN ${g.hsn}`}>
            {g.rates.map((r) =>
              r.id === editing ? (
                <EditTaxRate
                  key={`${r.id}-${r.updatedAt}`}
                  rate={r}
                  failed={failed?.taxRateId === r.id ? failed : null}
                />
              ) : (
                <RateRow
                  key={`${r.id}-${r.updatedAt}`}
                  rate={r}
                  group={g}
                  saved={r.id === savedId}
                />
              ),
            )}
          </ol>
        </li>
      ))}
    </ul>
  );
}

const rateName = (r: TaxRate) => `${percentText(r.rateBp)} from ${indiaDayText(r.effectiveFrom)}`;

function RateRow({
  rate: r,
  group,
  saved,
}: {
  rate: TaxRate;
  group: TaxRateGroup;
  saved: boolean;
}) {
  return (
    <li
      id={taxRateAnchor(r.id)}
      aria-label={rateName(r)}
      data-tax-rate={r.id}
      className={`scroll-mt-24 rounded-lg border p-3 ${saved ? "border-brand-600 bg-brand-50" : r.inForce ? "border-slate-300" : "border-slate-200"}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <p className="font-semibold text-slate-900">
            {percentText(r.rateBp)}{" "}
            <span className="font-normal text-slate-700">from {indiaDayText(r.effectiveFrom)}</span>
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {r.inForce ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                In force
              </span>
            ) : null}
            {r.example ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Example — check with your CA
              </span>
            ) : null}
          </div>
          {r.note ? <p className="mt-1 text-sm break-words text-slate-700">{r.note}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          <Link
            to={taxRatesHref({ edit: String(r.id) }, taxRateAnchor(r.id))}
            aria-label={`Edit HSN ${r.hsn} ${rateName(r)}`}
            className={smallButton}
          >
            Edit
          </Link>
          <DeleteTaxRate rate={r} group={group} />
        </div>
      </div>
    </li>
  );
}

/** What deleting a rate does to its HSN today, in words. */
function afterDelete(r: TaxRate, group: TaxRateGroup): { text: string; allowed: boolean } {
  const others = group.rates.filter((o) => o.id !== r.id);
  if (others.length === 0 && group.stranded > 0)
    return { text: TAX_RATE_TEXT.lastRate(group.hsn, group.stranded), allowed: false };
  if (!r.inForce)
    return { text: `The rate in force today for HSN ${group.hsn} stays as it is.`, allowed: true };
  const earlier = others.find((o) => o.effectiveFrom <= r.effectiveFrom);
  return {
    text: earlier
      ? `HSN ${group.hsn} is then at ${rateName(earlier)} again.`
      : `HSN ${group.hsn} then has no rate in force today.`,
    allowed: true,
  };
}

/** Delete asks first, saying what the HSN's rate becomes (or why it cannot go). */
function DeleteTaxRate({ rate: r, group }: { rate: TaxRate; group: TaxRateGroup }) {
  const { text, allowed } = afterDelete(r, group);
  return (
    <DeleteAskingFirst
      id={r.id}
      label={`Delete HSN ${r.hsn} ${rateName(r)}`}
      question={
        allowed ? `Delete ${rateName(r)}? ${text} Quotations already made keep their rate.` : text
      }
      width="w-64 max-w-[80vw]"
      canDelete={allowed}
    />
  );
}

/** The rate being edited: its form in place of the row, with Save and Cancel. */
function EditTaxRate({ rate: r, failed }: { rate: TaxRate; failed: FailedSave | null }) {
  const form = useFormErrors<TaxRateField>(taxRateSchema, failed?.errors);
  return (
    <li
      id={taxRateAnchor(r.id)}
      data-tax-rate={r.id}
      className="scroll-mt-24 rounded-lg border border-brand-600 bg-slate-50 p-3"
    >
      <EditInPlaceForm
        id={r.id}
        label={`Edit HSN ${r.hsn} ${rateName(r)}`}
        form={form}
        cancelTo={taxRatesHref({}, taxRateAnchor(r.id))}
      >
        <TaxRateFields
          values={failed ? postedFormValues(failed.values) : taxRateFormValues(r)}
          errors={form.errors}
        />
        {r.example ? (
          <p className="text-xs text-slate-600">
            Saving marks this rate as checked: its example badge goes.
          </p>
        ) : null}
      </EditInPlaceForm>
    </li>
  );
}

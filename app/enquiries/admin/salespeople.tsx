import { KeyRound, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import {
  AddFormSection,
  DeleteAskingFirst,
  EditInPlaceForm,
  useFieldParts,
} from "~/admin/kit/edit-in-place";
import {
  areaLines,
  BLANK_SALESPERSON,
  formatWhatsapp,
  isUnmatched,
  postedFormValues,
  SALESPERSON_LIMITS,
  type Salesperson,
  type SalespersonField,
  type SalespersonFormValues,
  STATE_CHOICES,
  salespeopleHref,
  salespersonAnchor,
  salespersonFormValues,
  salespersonSchema,
  stateName,
} from "~/enquiries/admin/salespeople-schema";
import { indiaDateTime } from "~/format/india-time";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";

/**
 * The parts of /admin/salespeople (routes/admin/salespeople.tsx), a list
 * edited in place (edit-in-place.tsx): every control works before hydration
 * and without JavaScript.
 */

/** A refused save, as the action answers it. */
export interface FailedSave {
  message: string;
  salespersonId: number | null;
  errors: FieldErrors<SalespersonField>;
  /** What was posted, to fill the form again. */
  values: Record<string, string>;
}

export type CategoryChoice = { id: number; name: string };

/** Each state's districts (India Post's directory), for the area rows' lists. */
export type DistrictChoices = Record<string, { key: string; name: string; hint: string }[]>;

const districtListId = (state: string) => `districts-of-${state}`;

/**
 * Every state's districts as lists the area rows' fields suggest from: the
 * directory's name, with its Gujarati and Hindi names and other spellings, so
 * typing in any of them finds it (the server accepts them all too).
 */
export function DistrictLists({ choices }: { choices: DistrictChoices }) {
  return (
    <>
      {Object.entries(choices).map(([state, list]) => (
        <datalist key={state} id={districtListId(state)}>
          {list.map((d) => (
            <option key={d.key} value={d.name} label={d.hint ? `${d.name} · ${d.hint}` : d.name} />
          ))}
        </datalist>
      ))}
    </>
  );
}

/** One area: a state, and districts of it chosen from its list (empty: the whole state). */
function AreaRow({
  index,
  row,
  field,
  error,
}: {
  index: number;
  row: { state: string; districts: string };
  field: ReturnType<typeof useFieldParts<SalespersonField>>["field"];
  error: ReturnType<typeof useFieldParts<SalespersonField>>["error"];
}) {
  const [state, setState] = useState(row.state);
  const { id: stateId } = field(`state-${index}`);
  const { id: districtsId } = field(`districts-${index}`);
  return (
    <div data-area-row={index} className="grid gap-2 sm:grid-cols-[1fr_2fr]">
      <div>
        <label htmlFor={stateId} className="sr-only">
          State of area {index + 1}
        </label>
        <select
          {...field(`state-${index}`)}
          defaultValue={row.state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">No state</option>
          {STATE_CHOICES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        {error(`state-${index}`)}
      </div>
      <div>
        <label htmlFor={districtsId} className="sr-only">
          Districts of area {index + 1}
        </label>
        <input
          {...field(`districts-${index}`)}
          type="text"
          defaultValue={row.districts}
          list={state ? districtListId(state) : undefined}
          placeholder="Whole state, or its districts: Rajkot, Morbi"
          autoComplete="off"
        />
        {error(`districts-${index}`)}
      </div>
    </div>
  );
}

/** Blank area rows below the filled ones: without JavaScript, more come after a save. */
const SPARE_ROWS = 3;

const smallButton =
  "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

/** Name, WhatsApp, e-mail, the areas and the categories, each with its error tied to it. */
function SalespersonFields({
  values,
  errors,
  categories,
}: {
  values: SalespersonFormValues;
  errors: FieldErrors<SalespersonField>;
  categories: readonly CategoryChoice[];
}) {
  const { id, field, label, error } = useFieldParts(errors);
  const rowCount = Math.min(SALESPERSON_LIMITS.rows, values.rows.length + SPARE_ROWS);
  const rows = Array.from(
    { length: rowCount },
    (_, i) => values.rows[i] ?? { state: "", districts: "" },
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          {label("name", "Name")}
          <input {...field("name")} type="text" defaultValue={values.name} autoComplete="off" />
          {error("name")}
        </div>
        <div>
          {label("whatsapp", "WhatsApp number")}
          <input
            {...field("whatsapp")}
            type="tel"
            inputMode="tel"
            defaultValue={values.whatsapp}
            autoComplete="off"
            placeholder="+91 98250 41230"
          />
          {error("whatsapp")}
        </div>
        <div>
          {label("email", "E-mail (optional)")}
          <input {...field("email")} type="email" defaultValue={values.email} autoComplete="off" />
          {error("email")}
        </div>
      </div>
      <fieldset aria-describedby={`${id}-areas-help`}>
        <legend className="text-sm font-semibold text-slate-700">Areas</legend>
        <p id={`${id}-areas-help`} className="text-xs text-slate-600">
          A state, and optionally its districts as India Post names them: pick from the list (type
          the name in English, Gujarati or Hindi, or another spelling: Ahmedabad, Kutch, Mehsana);
          commas between several; empty: the whole state. No area at all: everywhere.
        </p>
        {error("areas")}
        <div className="mt-2 space-y-2">
          {rows.map((row, i) => (
            <AreaRow key={i} index={i} row={row} field={field} error={error} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">Categories</legend>
        <p className="text-xs text-slate-600">None chosen: every category.</p>
        {error("categoryIds")}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {categories.map((c) => (
            <label key={c.id} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name={`category-${c.id}`}
                defaultChecked={values.categoryIds.includes(c.id)}
                className="h-4 w-4"
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** The add form: a plain post, checked first in the browser with the action's own schema. */
export function AddSalespersonForm({
  failed,
  categories,
}: {
  failed: FailedSave | null;
  categories: readonly CategoryChoice[];
}) {
  const form = useFormErrors<SalespersonField>(salespersonSchema, failed?.errors);
  return (
    <AddFormSection
      headingId="add-salesperson-heading"
      heading="Add a salesperson"
      form={form}
      submit="Add salesperson"
    >
      <SalespersonFields
        values={failed ? postedFormValues(failed.values) : BLANK_SALESPERSON}
        errors={form.errors}
        categories={categories}
      />
    </AddFormSection>
  );
}

/** Every salesperson; the one being edited shows its form in place. */
export function SalespersonList({
  items,
  editing,
  savedId,
  failed,
  categories,
}: {
  items: readonly Salesperson[];
  editing: number | null;
  savedId: number | null;
  failed: FailedSave | null;
  categories: readonly CategoryChoice[];
}) {
  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        No salespeople yet: every enquiry goes to the business number.
      </p>
    );
  }
  return (
    <ul className="mt-6 space-y-4" aria-label="Salespeople">
      {items.map((s) =>
        s.id === editing ? (
          <EditSalesperson
            key={`${s.id}-${s.updatedAt}`}
            salesperson={s}
            failed={failed?.salespersonId === s.id ? failed : null}
            categories={categories}
            values={
              failed?.salespersonId === s.id
                ? postedFormValues(failed.values)
                : salespersonFormValues(s)
            }
          />
        ) : (
          <SalespersonCard
            key={`${s.id}-${s.updatedAt}`}
            salesperson={s}
            saved={s.id === savedId}
          />
        ),
      )}
    </ul>
  );
}

function SalespersonCard({ salesperson: s, saved }: { salesperson: Salesperson; saved: boolean }) {
  const areas = areaLines(s.areas);
  return (
    <li
      id={salespersonAnchor(s.id)}
      aria-label={s.name}
      data-salesperson={s.id}
      className={`scroll-mt-24 rounded-xl border p-4 ${saved ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold text-slate-900">
            {s.name}{" "}
            {s.active ? null : (
              <span className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                Inactive
              </span>
            )}
          </p>
          <p className="text-sm text-slate-700">
            WhatsApp {formatWhatsapp(s.whatsapp)}
            {s.email ? <> · {s.email}</> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link
            to={salespeopleHref({ edit: String(s.id) }, salespersonAnchor(s.id))}
            aria-label={`Edit ${s.name}`}
            className={smallButton}
          >
            Edit
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value={s.active ? "deactivate" : "activate"} />
            <input type="hidden" name="id" value={s.id} />
            <button
              type="submit"
              aria-label={`${s.active ? "Deactivate" : "Activate"} ${s.name}`}
              className={smallButton}
            >
              {s.active ? (
                <UserX className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <UserCheck className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {s.active ? "Deactivate" : "Activate"}
            </button>
          </Form>
          <InviteSalesperson salesperson={s} />
          <DeleteSalesperson salesperson={s} />
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-700">Areas</dt>
        <dd className="text-slate-700" data-testid="areas">
          {areas.length > 0 ? areas.join("; ") : "Everywhere"}
        </dd>
        <dt className="font-semibold text-slate-700">Categories</dt>
        <dd className="text-slate-700" data-testid="categories">
          {s.categories.length > 0 ? s.categories.map((c) => c.name).join(", ") : "All categories"}
        </dd>
        <dt className="font-semibold text-slate-700">Sign-in</dt>
        <dd className="text-slate-700" data-testid="sign-in">
          {s.account
            ? `${s.account.email}${s.account.disabled ? " (disabled)" : ""} · last signed in ${
                s.account.lastSignInAt === null ? "never" : indiaDateTime(s.account.lastSignInAt)
              }`
            : "None: they cannot sign in yet"}
        </dd>
        <dt className="font-semibold text-slate-700">Leads</dt>
        <dd className="text-slate-700">
          <Link
            to={`${ADMIN.leads}?owner=${s.id}`}
            className="font-semibold text-brand-800 hover:underline"
          >
            {s.leads === 1 ? "1 lead" : `${s.leads} leads`}
          </Link>{" "}
          ({s.recentLeads} in the last 30 days)
        </dd>
      </dl>
    </li>
  );
}

/**
 * Lets the salesperson sign in as themselves: an account with their e-mail and
 * a link, shown once, that sets their password (or a fresh link later).
 */
function InviteSalesperson({ salesperson: s }: { salesperson: Salesperson }) {
  if (!s.active) return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="id" value={s.id} />
      <button
        type="submit"
        aria-label={`${s.account ? "New sign-in link for" : "Invite"} ${s.name}`}
        title={s.email ? undefined : "Give them an e-mail address first"}
        className={smallButton}
      >
        <KeyRound className="h-3.5 w-3.5" aria-hidden="true" />
        {s.account ? "New sign-in link" : "Invite to sign in"}
      </button>
    </Form>
  );
}

/** The sign-in link an invitation made: shown once, to hand over (it is never shown again). */
export function InviteLink({ name, link }: { name: string; link: string }) {
  return (
    <section
      aria-label="Sign-in link"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">
        Hand this link to {name}: it sets their password, works once, for 7 days, and is shown only
        once.
      </p>
      <input
        readOnly
        value={link}
        aria-label="Sign-in link"
        onFocus={(e) => e.currentTarget.select()}
        className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
      />
    </section>
  );
}

/** Districts typed before they were chosen from the directory that match none of its: they route nothing. */
export function UnmatchedDistricts({ items }: { items: readonly Salesperson[] }) {
  const rows = items.flatMap((s) =>
    s.areas
      .filter(isUnmatched)
      .map((a) => ({ s, text: `${stateName(a.stateCode)}: ${a.district}` })),
  );
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="unmatched-districts"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="unmatched-districts" className="font-bold">
        Districts that are not in India Post's directory
      </h2>
      <p className="mt-1">
        No lead is routed by these until they are chosen again from the list: edit the salesperson
        and pick the district.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {rows.map(({ s, text }) => (
          <li key={`${s.id}-${text}`}>
            <Link
              to={salespeopleHref({ edit: String(s.id) }, salespersonAnchor(s.id))}
              className="font-semibold underline"
            >
              {s.name}
            </Link>{" "}
            — {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Delete asks first; one who owns leads is only told to deactivate them instead. */
function DeleteSalesperson({ salesperson: s }: { salesperson: Salesperson }) {
  return (
    <DeleteAskingFirst
      id={s.id}
      label={`Delete ${s.name}`}
      width="w-64"
      canDelete={s.leads === 0}
      question={
        s.leads > 0
          ? `${s.name} owns ${s.leads === 1 ? "1 lead" : `${s.leads} leads`}: deactivate them instead, so the leads stay theirs.`
          : `Delete ${s.name}? New enquiries will no longer be routed to them.`
      }
    />
  );
}

/** The salesperson being edited: their form in place of the card, with Save and Cancel. */
function EditSalesperson({
  salesperson: s,
  failed,
  categories,
  values,
}: {
  salesperson: Salesperson;
  failed: FailedSave | null;
  categories: readonly CategoryChoice[];
  values: SalespersonFormValues;
}) {
  const form = useFormErrors<SalespersonField>(salespersonSchema, failed?.errors);
  return (
    <li
      id={salespersonAnchor(s.id)}
      data-salesperson={s.id}
      className="scroll-mt-24 rounded-xl border border-brand-600 bg-slate-50 p-4"
    >
      <EditInPlaceForm
        id={s.id}
        label={`Edit ${s.name}`}
        form={form}
        cancelTo={salespeopleHref({}, salespersonAnchor(s.id))}
      >
        <SalespersonFields values={values} errors={form.errors} categories={categories} />
      </EditInPlaceForm>
    </li>
  );
}

import { Plus } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import { dangerButton } from "./confirm-dialog";
import { FIELD_CLASS } from "./list-page";

/**
 * The parts an admin page shares when it keeps a list edited in place
 * (/admin/salespeople, /admin/search-words): an add form above the list, Edit
 * as a link (`?edit=id`) that opens an item's form where it stands, Delete
 * that asks first inside a native <details>, and a refused save's message.
 * Every form is a plain post, so each works before hydration and without
 * JavaScript; the action answers with `intent` and `id` hidden fields.
 */

export const PRIMARY_BUTTON =
  "inline-flex items-center justify-center gap-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900";

const inputClass = (error?: string) =>
  `${FIELD_CLASS} mt-1 block w-full ${error ? "border-red-500" : ""}`;

/** The form hooks a caller runs (useFormErrors with the action's own schema). */
interface CheckedForm {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onChange(event: FormEvent<HTMLFormElement>): void;
}

/**
 * A form's labels, controls and errors, tied together for assistive
 * technology by ids unique to this form (an item's edit form and the add
 * form share field names).
 */
export function useFieldParts<F extends string>(errors: FieldErrors<F>) {
  const id = useId().replace(/[^\w-]/g, "");
  return {
    /** The control's id, name, error state and look. */
    field: (name: F) => ({
      id: `${id}-${name}`,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
      className: inputClass(errors[name]),
    }),
    label: (name: F, text: string, className?: string) => (
      <label
        htmlFor={`${id}-${name}`}
        className={`block text-sm font-semibold text-slate-700${className ? ` ${className}` : ""}`}
      >
        {text}
      </label>
    ),
    error: (name: F) =>
      errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-600">
          {errors[name]}
        </p>
      ) : null,
    /** The id prefix, for the form's own ids (help texts, rows). */
    id,
  };
}

/** The add form's region: heading, an optional note, then the fields and the add button. */
export function AddFormSection({
  headingId,
  heading,
  note,
  form,
  submit,
  children,
}: {
  headingId: string;
  heading: string;
  note?: ReactNode;
  form: CheckedForm;
  /** The add button's text (after its plus sign). */
  submit: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {note}
      <Form
        method="post"
        noValidate
        className="mt-3 space-y-3"
        onSubmit={form.onSubmit}
        onChange={form.onChange}
      >
        <input type="hidden" name="intent" value="add" />
        {children}
        <button type="submit" className={PRIMARY_BUTTON}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {submit}
        </button>
      </Form>
    </section>
  );
}

/** An item's edit form where the item stood: its fields, then Save and Cancel (back to the list). */
export function EditInPlaceForm({
  id,
  label,
  form,
  cancelTo,
  children,
}: {
  id: number;
  /** The form's accessible name ("Edit Ravi Patel"). */
  label: string;
  form: CheckedForm;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate
      aria-label={label}
      className="space-y-3"
      onSubmit={form.onSubmit}
      onChange={form.onChange}
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={id} />
      {children}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON}>
          Save
        </button>
        <Link
          to={cancelTo}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}

const deleteSummary =
  "inline-block cursor-pointer list-none rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:border-red-600 [&::-webkit-details-marker]:hidden";

/**
 * Delete asks first: a native disclosure, so it works before the scripts run.
 * The question opens in the flow (an overlay would be cut off by a table's
 * scrolling box on its last rows). Without `canDelete` only the question shows.
 */
export function DeleteAskingFirst({
  id,
  label,
  question,
  width,
  canDelete = true,
}: {
  id: number;
  /** The summary's accessible name ("Delete Ravi Patel"). */
  label: string;
  question: ReactNode;
  /** The question's width class. */
  width: string;
  canDelete?: boolean;
}) {
  return (
    <details className="text-right">
      <summary aria-label={label} className={deleteSummary}>
        Delete
      </summary>
      <div className={`mt-2 ${width} text-left`}>
        <p className="text-xs text-slate-700">{question}</p>
        {canDelete ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={dangerButton}>
              Yes, delete
            </button>
          </Form>
        ) : null}
      </div>
    </details>
  );
}

/**
 * A refused save: its message as a toast, and above the forms as an alert
 * when no field carries it (the fields show their own).
 */
export function FailedSaveAlert({
  failed,
}: {
  failed: { message: string; errors: object } | null;
}) {
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  return failed && Object.keys(failed.errors).length === 0 ? (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {failed.message}
    </p>
  ) : null;
}

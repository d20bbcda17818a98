import { FieldError } from "~/ui/field";

/**
 * A photo input for the after-sales forms: a plain file input (it works
 * without JavaScript and before hydration; the early-input script keeps what
 * was chosen), images only, checked again by the server.
 */
export function PhotoField({
  name,
  label,
  hint,
  multiple,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  multiple: boolean;
  error?: string;
}) {
  const id = `service-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

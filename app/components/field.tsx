import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

interface FieldBase {
  name: string;
  label: string;
  error?: string;
}

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 ${
    error
      ? "border-red-500 focus:ring-red-200"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
  }`;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-600">
      {error}
    </p>
  ) : null;
}

/** A labelled input whose error is tied to it for assistive technology. */
export function TextField({
  name,
  label,
  error,
  ...rest
}: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(error)}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  ...rest
}: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(error)}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from "react";

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

/** A control's error, for a control laid out by hand (a fieldset of boxes, a select). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-600">
      {error}
    </p>
  ) : null;
}

/**
 * A label, the control and its error, tied together for assistive technology;
 * the control gets its id, name, error state and look from here.
 */
function Labelled({
  name,
  label,
  error,
  control,
}: FieldBase & {
  control: (props: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => ReactNode;
}) {
  // Unique in the document: the dealer popup's form can open over the contact form,
  // and both have an e-mail field. useId is the same on the server and in the browser.
  const id = `field-${name}-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {control({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
        className: inputClass(error),
      })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled input whose error is tied to it for assistive technology. */
export function TextField({
  name,
  label,
  error,
  ...rest
}: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled
      name={name}
      label={label}
      error={error}
      control={(props) => <input {...props} {...rest} />}
    />
  );
}

/** The same for several lines of text. */
export function TextAreaField({
  name,
  label,
  error,
  ...rest
}: FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled
      name={name}
      label={label}
      error={error}
      control={(props) => <textarea {...props} {...rest} />}
    />
  );
}

type PresetField = FieldBase & InputHTMLAttributes<HTMLInputElement>;

/**
 * The fields every contact form asks for, each with the keyboard and the browser's autofill it
 * needs on a phone: one home for those attributes, whatever the form calls the field.
 */
export function PersonNameField(props: PresetField) {
  return <TextField autoComplete="name" {...props} />;
}

/** A phone number: the phone keypad, the browser's saved number. */
export function PhoneField(props: PresetField) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

/** An e-mail address: the e-mail keyboard, the browser's saved address. */
export function EmailField(props: PresetField) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A firm's name. */
export function FirmNameField(props: PresetField) {
  return <TextField autoComplete="organization" {...props} />;
}

/** A PIN code: the number keypad, the browser's saved postal code. */
export function PinField(props: PresetField) {
  return <TextField inputMode="numeric" autoComplete="postal-code" {...props} />;
}

import { type FormEvent, type ReactNode, useEffect } from "react";
import { Form } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { toast } from "~/toasts/notify";
import { TextField } from "~/ui/field";
import { Link } from "~/ui/link";

/** The frame of the sign-in and sign-up pages, with the spec's loading overlay. */
export function AuthCard({
  title,
  intro,
  busy,
  children,
}: {
  title: string;
  intro: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">
      <div className="relative w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
        <div className="mt-6">{children}</div>
        {busy ? (
          <div
            role="status"
            aria-live="polite"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-white/80 backdrop-blur-sm"
          >
            <span
              className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-800"
              aria-hidden="true"
            />
            <span className="text-sm font-semibold text-slate-700">{m.forms_please_wait()}</span>
          </div>
        ) : null}
      </div>
    </main>
  );
}

/**
 * A sign-in or sign-up attempt's alert: the browser's check first, else the server's answer. A
 * refused attempt (`failed`) is also a toast (spec §8), beside the message kept by the form.
 */
export function AttemptAlert({
  client,
  posted,
  failed,
}: {
  client: { formError?: string; reason?: string };
  posted: { formError?: string; reason?: string } | undefined;
  failed: string;
}) {
  useEffect(() => {
    if (posted?.formError === failed) toast.error(failed);
  }, [posted, failed]);
  return (
    <FormAlert
      message={client.formError ?? posted?.formError}
      detail={client.formError ? client.reason : posted?.reason}
    />
  );
}

export function FormAlert({ message, detail }: { message?: string; detail?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p className="font-semibold">{message}</p>
      {detail ? <p className="mt-0.5">{detail}</p> : null}
    </div>
  );
}

/**
 * The form of an auth page: checked in the browser with the page's schema (useFormErrors'
 * handlers), posted to the page's own action, its fields, then the one wide submit button.
 */
export function AuthForm({
  onSubmit,
  onChange,
  onFocus,
  submit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /** Fetches the form's schema when the form is first used (useFormErrors). */
  onFocus: () => void;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="space-y-4"
    >
      {children}
      <button
        type="submit"
        className="w-full rounded-lg bg-brand-800 px-4 py-3 font-bold text-white hover:bg-brand-900"
      >
        {submit}
      </button>
    </Form>
  );
}

/** The e-mail and password fields every auth form has (`password`: the browser's autofill hint). */
export function CredentialFields({ password }: { password: "current-password" | "new-password" }) {
  return (
    <>
      <TextField
        name="email"
        label={m.forms_label_email_address()}
        type="email"
        autoComplete="email"
      />
      <TextField
        name="password"
        label={m.forms_label_password()}
        type="password"
        autoComplete={password}
        minLength={password === "new-password" ? 8 : undefined}
      />
    </>
  );
}

/** The line under an auth form that leads to the other one ("New here? Create an account"). */
export function AuthSwitch({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {text}{" "}
      <Link to={to} className="font-semibold text-brand-800 hover:underline">
        {link}
      </Link>
    </p>
  );
}

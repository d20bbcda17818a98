import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { telLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import type { EnquiryActionData, EnquiryField } from "~/enquiries/enquiry-schema";
import { ENQUIRY_HEADINGS } from "~/enquiries/messaging-text";
import {
  ENQUIRY_SUBMIT_DELAY_MS,
  type EnquiryProduct,
  type EnquiryRequirement,
  enquiryAction,
  type PopupEnquiryKind,
} from "~/enquiries/popup-rules";
import { SavedReference } from "~/forms/saved-reference";
import { useFormErrors } from "~/forms/use-form-errors";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { toast } from "~/toasts/notify";
import { ErrorSummary } from "~/ui/error-summary";
import { EmailField, FirmNameField, PersonNameField, PhoneField } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";

/** The form's schema (and zod) arrive when the form is first used: /enquiry's first visit need not carry them. */
const loadEnquirySchema = () => import("./enquiry-schema").then((mod) => mod.enquirySchema);

export interface SentEnquiry {
  reference: string;
  link: string;
  /** False when the browser refused to open the messaging link (e.g. a popup blocker). */
  opened: boolean;
}

/**
 * The enquiry form (spec §5). With JavaScript it validates with the action's
 * own schema, then on Submit shows "Submitting..." for 1.5 s from the click
 * while the enquiry is stored in parallel (a fetcher); once both are done it
 * opens the messaging link. A save that fails ends the wait at once and shows
 * why. Without JavaScript it is a plain form: the server stores the enquiry
 * and redirects to the messaging link.
 */
export function EnquiryForm({
  kind,
  product,
  requirement,
  serverErrors,
  values,
  formError,
  onSent,
  onBusyChange,
}: {
  kind: PopupEnquiryKind;
  product?: EnquiryProduct | null;
  /** A pump finder's requirement: it goes with the enquiry in the URL posted to. */
  requirement?: EnquiryRequirement | null;
  serverErrors?: Partial<Record<EnquiryField, string>>;
  values?: Partial<Record<EnquiryField, string>>;
  formError?: string;
  onSent: (sent: SentEnquiry) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const fetcher = useFetcher<EnquiryActionData>();
  const result = fetcher.data;
  const failed = result && !result.ok ? result : null;
  const { errors, field, refusals, onSubmit, onChange, onFocus } = useFormErrors<EnquiryField>(
    loadEnquirySchema,
    failed?.errors ?? serverErrors,
    values,
  );
  const [busy, setBusy] = useState(false);
  // True while the 1.5 s from the click still run.
  const [holding, setHolding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;
  const hold = useRef<number | undefined>(undefined);
  // The fetcher's answer before this submit: any other one is this submit's.
  const before = useRef<EnquiryActionData | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hold.current), []);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const answer = busy && fetcher.state === "idle" && result !== before.current ? result : undefined;
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) {
      // Nothing to wait for: the visitor can correct it or try again now.
      window.clearTimeout(hold.current);
      setHolding(false);
      setBusy(false);
      return;
    }
    setSaved(answer.reference);
    if (holding) return; // stored; the rest of the 1.5 s still runs
    let opened = false;
    try {
      const w = window.open(answer.link, "_blank");
      if (w) {
        // Same as rel=noopener, but window.open("noopener") would always return null.
        w.opener = null;
        opened = true;
      }
    } catch {
      opened = false;
    }
    before.current = answer;
    setBusy(false);
    setSaved(null);
    sentRef.current({ reference: answer.reference, link: answer.link, opened });
  }, [answer, holding]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onSubmit(event); // shows the schema's messages and cancels the post when invalid
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("via", "js");
    before.current = result;
    setBusy(true);
    setHolding(true);
    hold.current = window.setTimeout(() => setHolding(false), ENQUIRY_SUBMIT_DELAY_MS);
    fetcher.submit(form, {
      method: "post",
      action: localHref(enquiryAction(product, requirement)),
    });
  }

  const shownFormError = failed?.formError ?? (failed ? undefined : formError);
  return (
    <form
      method="post"
      action={localHref(enquiryAction(product, requirement))}
      noValidate
      onSubmit={handleSubmit}
      onChange={onChange}
      onFocus={onFocus}
      className="grid gap-4"
      aria-busy={busy || undefined}
    >
      <ErrorSummary
        errors={errors}
        refusals={refusals}
        labels={{
          name: m.forms_label_name(),
          email: m.forms_label_email(),
          phone: m.forms_label_phone(),
          companyName: m.forms_label_company(),
        }}
      />
      <input type="hidden" name="kind" value={kind} />
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <PersonNameField {...field("name")} label={m.forms_label_name()} />
      <EmailField {...field("email")} label={m.forms_label_email()} />
      <PhoneField {...field("phone")} label={m.forms_label_phone()} />
      <FirmNameField {...field("companyName")} label={m.forms_label_company()} />
      {shownFormError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shownFormError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-5 py-3 font-bold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
      >
        <Icon name="message-circle" />
        {busy ? m.forms_submitting() : m.forms_submit()}
      </button>
      <p role="status" className="text-center text-xs text-slate-500">
        {saved
          ? m.forms_saved_opening({ reference: saved })
          : busy
            ? m.forms_saving()
            : m.forms_save_then_whatsapp()}
      </p>
    </form>
  );
}

/** Shown when the messaging app may not have opened: the reference and a way to call. */
export function EnquiryConfirmation({
  reference,
  link,
  headingId,
  children,
}: {
  reference: string;
  link?: string;
  headingId?: string;
  children?: React.ReactNode;
}) {
  const site = useSite();
  return (
    <div className="text-center">
      <Icon name="circle-check" className="mx-auto block h-12 w-12 text-green-600" />
      <h2 id={headingId} className="mt-3 text-xl font-bold text-slate-900">
        {m.forms_thanks_saved()}
      </h2>
      <SavedReference reference={reference} />
      <div className="mt-5 grid gap-3">
        <a
          href={telLink(site.phone)}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900"
        >
          <Icon name="phone" /> {m.forms_call({ phone: site.phone })}
        </a>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-green-600 px-4 py-3 font-semibold text-green-700 hover:bg-green-50"
          >
            <Icon name="message-circle" /> {m.forms_open_whatsapp()}
          </a>
        ) : (
          <Link
            to="/shop"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {m.forms_browse_products()}
          </Link>
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * What an enquiry is about, above its form in the popup and on /enquiry: the
 * kind, the heading (each place gives its own level), the product, the
 * finder's requirement and a line on what happens next.
 */
export function EnquiryHeading({
  kind,
  product,
  requirement,
  heading,
}: {
  kind: PopupEnquiryKind;
  product?: EnquiryProduct | null;
  requirement?: string | null;
  heading: ReactNode;
}) {
  return (
    <>
      <p className="text-xs font-bold uppercase tracking-widest text-accent-700">
        {kind === "dealer" ? m.forms_become_dealer() : m.forms_get_quote()}
      </p>
      {heading}
      {product ? (
        <p className="mt-1 font-semibold text-brand-800" data-testid="enquiry-product">
          {product.title}
        </p>
      ) : null}
      {requirement ? <RequirementLine text={requirement} /> : null}
      <p className="mt-2 mb-5 text-sm text-slate-600">{enquiryIntro(kind, product)}</p>
      {kind === "dealer" ? (
        // The popup keeps the spec's four fields; the full application is its own page.
        <p className="-mt-3 mb-5 text-sm">
          <Link to="/dealer" className="font-semibold text-brand-800 underline">
            {m.dealers_tell_us_more()}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The finder's requirement, shown above the form so the visitor sees what goes with it. */
function RequirementLine({ text }: { text: string }) {
  return (
    <p className="mt-1 text-sm text-slate-800" data-testid="enquiry-requirement">
      <span className="font-semibold">{m.forms_your_requirement()} </span>
      {text}
    </p>
  );
}

function enquiryIntro(kind: PopupEnquiryKind, product?: EnquiryProduct | null): string {
  return kind === "dealer"
    ? m.forms_intro_dealer()
    : product
      ? m.forms_intro_product()
      : m.forms_intro_quote();
}

/**
 * The enquiry popup (spec §4): a modal <dialog>, so the browser traps focus,
 * closes it on Escape and hides the page behind it from assistive technology.
 * After a successful submit it closes with the form reset; if the messaging
 * link could not be opened it shows the reference and a tap-to-call link instead.
 */
export function EnquiryDialog({
  open,
  onClose,
  kind,
  product,
  requirement,
}: {
  open: boolean;
  onClose: () => void;
  kind: PopupEnquiryKind;
  product?: EnquiryProduct | null;
  requirement?: EnquiryRequirement | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<SentEnquiry | null>(null);
  // A new key remounts the form: fields, errors and fetcher all start afresh.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  /** Tab from the last control wraps to the first and Shift+Tab the other way, never leaving the dialog. */
  function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled])",
      ),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function finish() {
    setConfirmation(null);
    setBusy(false);
    onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={finish}
      onKeyDown={trapFocus}
      onCancel={(e) => {
        // The enquiry is already stored while submitting; let the link open first.
        if (busy) e.preventDefault();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (e.target === e.currentTarget && !busy) ref.current?.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px]"
    >
      {open ? (
        <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-7">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            disabled={busy}
            aria-label={m.forms_close()}
            className="absolute right-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40"
          >
            <Icon name="x" />
          </button>
          {confirmation ? (
            <EnquiryConfirmation
              reference={confirmation.reference}
              link={confirmation.link}
              headingId={headingId}
            >
              <button
                type="button"
                onClick={() => ref.current?.close()}
                className="mt-4 text-sm font-semibold text-slate-600 underline hover:text-slate-900"
              >
                {m.forms_close()}
              </button>
            </EnquiryConfirmation>
          ) : (
            <>
              <EnquiryHeading
                kind={kind}
                product={product}
                requirement={requirement?.text}
                heading={
                  <h2 id={headingId} className="mt-1 pr-8 text-2xl font-bold text-slate-900">
                    {ENQUIRY_HEADINGS[kind]()}
                  </h2>
                }
              />
              <EnquiryForm
                key={formKey}
                kind={kind}
                product={product}
                requirement={requirement}
                onBusyChange={setBusy}
                onSent={(sent) => {
                  setBusy(false); // the remounted form will not report it any more
                  setFormKey((k) => k + 1);
                  if (sent.opened) {
                    toast.success(m.forms_toast_enquiry_saved({ reference: sent.reference }));
                    ref.current?.close();
                  } else {
                    setConfirmation(sent);
                  }
                }}
              />
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}

import { type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * How many refusals a page's action has answered (each new answer with an
 * error counts one): for a form that reads its action's answer itself rather
 * than through useFormErrors.
 */
export function useRefusals(answer: unknown): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (answer) setCount((n) => n + 1);
  }, [answer]);
  return count;
}

/**
 * A refused form's summary (docs/forms.md "Refused forms"): a heading and one
 * link per field to fix, named by its label (its message stays beside the
 * field). When a submission is refused (by the browser's check or by the
 * server), focus moves here, so a person on a phone, whose field may be far
 * from the button they tapped, sees and hears at once what to fix; each link
 * moves focus to its field. Every form that can be refused uses this one
 * component.
 */
export function ErrorSummary<K extends string>({
  errors,
  labels,
  refusals,
  title = m.forms_error_summary_title(),
}: {
  /** The form's messages by field; a field with no label here is listed by its message. */
  errors: Partial<Record<K, string | undefined>>;
  labels: Partial<Record<K, string>>;
  /** How many submissions were refused so far: each new one takes focus (useFormErrors). */
  refusals: number;
  title?: string;
}) {
  const box = useRef<HTMLElement>(null);
  const titleId = `${useId().replace(/[^\w-]/g, "")}-errors`;
  useEffect(() => {
    if (refusals > 0) box.current?.focus();
  }, [refusals]);
  const listed = (Object.entries(errors) as [K, string | undefined][]).filter(
    (e): e is [K, string] => Boolean(e[1]),
  );
  if (listed.length === 0) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const form = event.currentTarget.closest("form");
    const field = form?.elements.namedItem(name);
    const control = field instanceof RadioNodeList ? field[0] : field;
    if (control instanceof HTMLElement) {
      event.preventDefault();
      control.focus();
      control.scrollIntoView({ block: "center" });
    }
  };
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="error-summary"
      className="rounded-lg border-2 border-red-600 bg-red-50 p-4 text-sm text-red-900 outline-none focus:ring-4 focus:ring-red-200 sm:col-span-2"
    >
      <h2 id={titleId} className="font-bold">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {listed.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${name}`}
              onClick={(event) => goTo(event, name)}
              className="font-semibold underline"
            >
              {labels[name] ?? message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

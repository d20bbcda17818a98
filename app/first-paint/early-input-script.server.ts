/**
 * No tap is lost between the first paint and hydration.
 *
 * Pages paint before their scripts run (hydrate-after-paint.server.ts), and on a
 * slow phone that window lasts seconds. Links, `<details>` and forms with a
 * submit button work in it natively. Everything else that needs the scripts is
 * covered by a tiny inline script at the top of every page, in the manner of
 * Angular's event replay and Google's JSAction: it records what the visitor does
 * before the app has taken over, marks a held control as busy, and
 * replay-early-input.ts acts on the record once the page has hydrated.
 *
 * What the script does, before hydration only:
 * - a click on a `<button>` that does not submit or reset a form, or on anything
 *   marked `data-replay`, is held (`aria-busy`, `data-pending`) and replayed
 *   once; further clicks on a held control are the same request;
 * - a link marked `data-replay-when="key"` is held only when the tab remembers
 *   `key` in sessionStorage (the scripts would send it somewhere else then);
 * - a button marked `data-file-for="id"` opens that file input within the tap
 *   itself, since a file picker opens only from a visitor's own gesture;
 * - the last value of every field typed in, chosen or ticked is kept, because
 *   hydration puts some of them back (a textarea's text, a select's choice) and
 *   React never hears of the others; the replay puts them back and tells React;
 * - a change to a `<select data-submit-on-change>` submits its form at once,
 *   natively, as the scripts would have done by navigating;
 * - a form marked `data-replay` is held instead of posted.
 *
 * The status line (`#early-input-status`) says the page is still getting ready
 * while anything is held.
 */

import {
  EARLY_INPUT_STATUS_ID,
  type EarlyInput,
  type Field,
  HYDRATED_ATTRIBUTE,
} from "./early-input";

/**
 * The script's body, serialised into the page. Self-contained: it runs before
 * any module, so it may use nothing from outside itself.
 */
function recordEarlyInput(statusId: string, hydrated: string) {
  const root = document.documentElement;
  const queue: EarlyInput[] = [];
  window.__earlyInput = queue;
  const ready = () => root.hasAttribute(hydrated);
  const hold = (target: HTMLElement) => {
    target.setAttribute("aria-busy", "true");
    target.setAttribute("data-pending", "");
    document.getElementById(statusId)?.removeAttribute("hidden");
  };
  const remembered = (key: string) => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const control = ready()
        ? null
        : target?.closest?.<HTMLElement>(
            "a[href],summary,label,input,select,textarea,button,[data-replay]:not(form)",
          );
      if (!control) return;
      const when = control.getAttribute("data-replay-when");
      const held =
        control.hasAttribute("data-replay") ||
        (when !== null && remembered(when)) ||
        (control instanceof HTMLButtonElement &&
          !control.disabled &&
          !(control.form && control.type !== "button"));
      if (!held) return;
      event.preventDefault();
      const picker = control.getAttribute("data-file-for");
      if (picker) {
        document.getElementById(picker)?.click();
        return;
      }
      if (control.hasAttribute("data-pending")) return;
      hold(control);
      queue.push({ kind: "click", target: control });
    },
    true,
  );
  const field = (event: Event) => {
    const target = event.target as Field | null;
    if (ready() || !target || !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (event.type === "change" && target.hasAttribute("data-submit-on-change") && target.form) {
      target.form.requestSubmit();
      return;
    }
    const value = target.value;
    const checked = (target as HTMLInputElement).checked === true;
    const known = queue.find((entry) => entry.target === target);
    if (known?.kind === "field") {
      known.value = value;
      known.checked = checked;
    } else {
      queue.push({ kind: "field", target, value, checked });
    }
  };
  addEventListener("input", field, true);
  addEventListener("change", field, true);
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (ready() || !form.hasAttribute("data-replay")) return;
      event.preventDefault();
      const submitter = event.submitter as HTMLElement | null;
      if (form.hasAttribute("data-pending")) return;
      hold(form);
      if (submitter) hold(submitter);
      queue.push({ kind: "submit", target: form, submitter });
    },
    true,
  );
}

/** The inline script every page carries at the top of its <head> (server only: see early-input-script.tsx). */
export function earlyInputScript(): string {
  return `(${recordEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_STATUS_ID)},${JSON.stringify(HYDRATED_ATTRIBUTE)})`;
}

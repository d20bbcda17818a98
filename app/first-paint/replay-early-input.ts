import { EARLY_INPUT_STATUS_ID, type EarlyInput, type Field } from "./early-input";

/** How long a held tap waits for its control to be enabled (a Save while photos upload). */
const ENABLED_WITHIN_MS = 60_000;

/**
 * Acts on what the visitor did before the page hydrated (early-input-script.server.ts),
 * once React handles events: fields get back the value the visitor gave them
 * and React hears of it as if they had just typed it; held clicks and forms are
 * replayed once, in the order they happened. Each step waits a task, so it
 * meets the page as the step before left it (a picked photo is uploading); a
 * tap on a control that is disabled then waits until it is enabled again.
 */
export async function replayEarlyInput(): Promise<void> {
  const queue = window.__earlyInput ?? [];
  window.__earlyInput = [];
  for (const entry of queue) {
    await nextTask();
    const target = stillThere(entry.target);
    if (entry.kind === "field") {
      if (target) restoreField(target as Field, entry);
      continue;
    }
    if (target && entry.kind === "click") await enabled(target as HTMLButtonElement);
    for (const held of [entry.target, entry.kind === "submit" ? entry.submitter : null]) {
      held?.removeAttribute("aria-busy");
      held?.removeAttribute("data-pending");
    }
    if (!target?.isConnected) continue;
    if (entry.kind === "click") {
      if (!(target as HTMLButtonElement).disabled) target.click();
    } else {
      (target as HTMLFormElement).requestSubmit(
        entry.submitter?.isConnected ? entry.submitter : null,
      );
    }
  }
  document.getElementById(EARLY_INPUT_STATUS_ID)?.setAttribute("hidden", "");
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the control is enabled (at once if it is), or gone, or after ENABLED_WITHIN_MS. */
function enabled(control: HTMLButtonElement): Promise<void> {
  if (!control.disabled) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!control.disabled || !control.isConnected) done();
    });
    observer.observe(document.body, { attributes: true, subtree: true, childList: true });
    const timer = setTimeout(done, ENABLED_WITHIN_MS);
  });
}

/** The element itself, or the one hydration put in its place (same id). */
function stillThere<T extends HTMLElement>(element: T): T | null {
  if (element.isConnected) return element;
  return element.id ? (document.getElementById(element.id) as T | null) : null;
}

/**
 * Puts the visitor's value back and fires the event React listens for. React
 * compares a field's value with the last one it knew (its value tracker), so
 * the field is first given a different value through the element's own setter,
 * which the tracker records, then the visitor's through the prototype's, which
 * it does not: React then sees a change, whether hydration reset the field (a
 * textarea, a select) or kept it (an input) without telling the component.
 */
function restoreField(field: Field, entry: Extract<EarlyInput, { kind: "field" }>) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // Only the chosen radio of a group speaks for it.
    if (field.type === "radio" && !entry.checked) return;
    field.checked = !entry.checked;
    setNative(field, "checked", entry.checked);
    // React hears of a tick through "click"; a plain Event (not a MouseEvent) does not tick it again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === "file") {
    if (field.files && field.files.length > 0) {
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = entry.value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const focused = document.activeElement === field;
  const selection = focused ? selectionOf(field) : null;
  field.value = entry.value === "" ? " " : "";
  setNative(field, "value", entry.value);
  if (selection) field.setSelectionRange(selection[0], selection[1]);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function setNative(field: Field, property: "value" | "checked", value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  setter?.call(field, value);
}

/** The caret of a text field, or null where the type has none (number, email). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

import { createContext, useContext, useEffect } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { useNonce } from "~/ui/nonce";
import { EARLY_INPUT_STATUS_ID, HYDRATED_ATTRIBUTE } from "./early-input";
import { replayEarlyInput } from "./replay-early-input";

const SCRIPT_ID = "early-input";

/**
 * The early-input script's text: given by entry.server.tsx, and read back from
 * the page in the browser, so the browser's bundle never carries it.
 */
export const EarlyInputScriptContext = createContext<string>(
  typeof document === "undefined" ? "" : (document.getElementById(SCRIPT_ID)?.textContent ?? ""),
);

/** First thing in <head>: records taps and typing until the page has hydrated. */
export function EarlyInputScript() {
  const nonce = useNonce();
  const script = useContext(EarlyInputScriptContext);
  return (
    <script
      id={SCRIPT_ID}
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built on the server
      dangerouslySetInnerHTML={{ __html: script }}
      suppressHydrationWarning
    />
  );
}

/** Shown by the early script while a tap waits for the page's scripts. */
export function EarlyInputStatus() {
  return (
    <p
      id={EARLY_INPUT_STATUS_ID}
      role="status"
      hidden
      className="fixed inset-x-0 bottom-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)] rounded-full bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg"
    >
      {m.frame_getting_ready()}
    </p>
  );
}

/**
 * Marks the page as hydrated (styles and tests read it; the early script stops
 * recording) and replays what the visitor did before. The replay waits one
 * task, so the state updates that components' own first effects scheduled
 * (a Get Quote link becoming a button, say) have rendered.
 */
export function useHydratedPage(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
    const timer = setTimeout(() => void replayEarlyInput(), 0);
    return () => clearTimeout(timer);
  }, []);
}

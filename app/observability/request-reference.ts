import { createContext, useContext, useState } from "react";

/**
 * The id of the request a page was rendered for (set on the server by
 * entry.server.tsx). Error pages show it as a reference a visitor can quote;
 * it is the `reqId` of the server's log lines about that request.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** The element that shows a reference carries it here, so the browser can read it back. */
export const REFERENCE_ATTRIBUTE = "data-request-reference";

let failedDataRequest: string | undefined;

/**
 * In the browser, pages after the first arrive through React Router's data
 * requests (`*.data`); when one fails, its response's X-Request-Id is the
 * reference to show.
 */
function watchDataRequests(): void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    const url = new URL(href, window.location.href);
    const isData = url.origin === window.location.origin && url.pathname.endsWith(".data");
    const response = await original(input, init);
    // The latest answer decides: a failure names itself, a success clears the last failure.
    if (isData) {
      failedDataRequest =
        response.status >= 500 ? (response.headers.get("X-Request-Id") ?? undefined) : undefined;
    }
    return response;
  };
}

if (typeof window !== "undefined" && typeof window.fetch === "function") watchDataRequests();

/**
 * The reference for an error page: on the server this request's id; in the
 * browser the failed data request's, or while hydrating a server-rendered
 * error page, the one that page shows.
 */
export function useErrorReference(): string | undefined {
  const rendering = useContext(RequestIdContext);
  // Read once, when the error page appears: later requests must not change it.
  const [reference] = useState(() => {
    if (typeof document === "undefined") return rendering;
    return (
      failedDataRequest ??
      document.querySelector(`[${REFERENCE_ATTRIBUTE}]`)?.getAttribute(REFERENCE_ATTRIBUTE) ??
      undefined
    );
  });
  return reference;
}

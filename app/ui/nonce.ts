import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, where it is no longer needed. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}

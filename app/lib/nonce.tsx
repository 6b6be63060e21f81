import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The per-request CSP nonce on the server; empty in the browser (which hides nonce attributes anyway). */
export function useNonce(): string {
  return useContext(NonceContext);
}

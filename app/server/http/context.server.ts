import { createContext, RouterContextProvider } from "react-router";

/** The client's IP as Express computed it (socket address, or X-Forwarded-For only as far as TRUST_PROXY allows). */
export const clientIpContext = createContext<string>("unknown");

export function createLoadContext(clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  return context;
}

export function clientIp(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(clientIpContext) ?? "unknown";
  } catch {
    return "unknown";
  }
}

import { createContext, RouterContextProvider } from "react-router";
import { countingContext, type CountingSlot } from "../insights/counting.server";

/** The client's IP as Express computed it (socket address, or X-Forwarded-For only as far as TRUST_PROXY allows). */
export const clientIpContext = createContext<string>("unknown");

/** React Router's per-request context: the client IP, and the insights counting slot of the raw request. */
export function createLoadContext(clientIp: string, countingSlot?: CountingSlot): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientIpContext, clientIp);
  if (countingSlot) context.set(countingContext, countingSlot);
  return context;
}

export function clientIp(context: Readonly<RouterContextProvider> | undefined): string {
  try {
    return context?.get(clientIpContext) ?? "unknown";
  } catch {
    return "unknown";
  }
}

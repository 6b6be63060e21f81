// The query parameters that ads, search results and newsletters add to links for their own analytics, and the
// target without them: pure, shared by the server's request-target step and the insights' Referer reading.

/**
 * Query parameters that ad platforms, search engines and newsletters append to a link for their own analytics:
 * the campaign tags (every name starting utm_) and the click ids of Google (gclid, gbraid, wbraid, dclid, and
 * srsltid on shopping results), Meta (fbclid, igshid), Microsoft (msclkid), TikTok, X, LinkedIn, Yandex,
 * Mailchimp and HubSpot. No page reads them, and a click id differs on every click: left in the target, each
 * visitor a promotion sends asked for a URL nobody had asked for before, missed the response cache and a CDN's,
 * and cost a render, and the order form echoed the id in its form action. The server's request-target step
 * (app/server/http/request-target.server.ts) drops them before anything reads the target, so they reach neither
 * the cache key nor a loader. deploy/varnish/default.vcl drops the same names before its own lookup;
 * tests/faults/varnish.test.ts checks each of these there.
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  "utm_*",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "srsltid",
  "fbclid",
  "igshid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
];

const trackingNames = TRACKING_PARAMETERS.map((name) => (name.endsWith("*") ? `${name.slice(0, -1)}[^=&]*` : name));
/** A parameter name of the list, compared whole and in any case. */
const TRACKING_NAME = new RegExp(`^(?:${trackingNames.join("|")})$`, "i");
/** Whether a target may hold one (a quick test, so that most targets with a query are not split). */
const MAY_TRACK = new RegExp(`[?&](?:${trackingNames.join("|")})(?:[=&]|$)`, "i");

/** `target` without the tracking parameters, the others kept as written and in order; "?" dropped when none is left. */
export function withoutTrackingParameters(target: string): string {
  const q = target.indexOf("?");
  if (q === -1 || !MAY_TRACK.test(target)) return target;
  const kept = target
    .slice(q + 1)
    .split("&")
    .filter((pair) => !TRACKING_NAME.test(parameterName(pair)));
  return kept.length === 0 ? target.slice(0, q) : `${target.slice(0, q)}?${kept.join("&")}`;
}

/** The name of a `name=value` pair of a query, as written. */
function parameterName(pair: string): string {
  const equals = pair.indexOf("=");
  return equals === -1 ? pair : pair.slice(0, equals);
}

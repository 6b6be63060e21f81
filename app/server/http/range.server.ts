// Range requests as HTTP (RFC 9110) defines them, for the file answers (/uploads). The file response helper
// answers a Range it cannot parse or with several ranges with 400 or 416; RFC 9110 says a server ignores an
// invalid Range (and one in a unit it does not know) and may answer several ranges with the whole file. So the
// Range header is rewritten before the helper sees it: dropped (a 200 with the whole file), kept as one
// `bytes=first-last` range (a 206), or kept as it is when none of its ranges can be satisfied (a 416).
import parseRange from "range-parser";

// ranges-specifier for bytes (the unit is case-insensitive): one or more int-range / suffix-range, comma separated.
const BYTE_RANGES = /^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/i;

export type RangePlan = { kind: "whole" } | { kind: "single"; header: string } | { kind: "unsatisfiable" };

/** What to answer to `header` for a file of `size` bytes. */
export function planRange(header: string | null, size: number): RangePlan {
  if (header === null || !BYTE_RANGES.test(header.trim())) return { kind: "whole" }; // absent, invalid or another unit
  // first-pos > last-pos makes the whole field invalid, not unsatisfiable: ignored.
  for (const [, first, last] of header.matchAll(/(\d+)-(\d+)/g))
    if (BigInt(first!) > BigInt(last!)) return { kind: "whole" };
  // range-parser expects the unit in lower case; overlapping or adjacent ranges are merged.
  const ranges = parseRange(size, header.trim().replace(/^bytes/i, "bytes"), { combine: true });
  if (ranges === -1) return { kind: "unsatisfiable" };
  if (ranges === -2 || ranges.length !== 1) return { kind: "whole" }; // several ranges: the whole file, one 200
  return { kind: "single", header: `bytes=${ranges[0]!.start}-${ranges[0]!.end}` };
}

/** `request` with its Range header rewritten per planRange (the same request when nothing changes). */
export function withPlannedRange(request: Request, size: number): Request {
  const header = request.headers.get("range");
  if (header === null) return request;
  const plan = planRange(header, size);
  if (plan.kind === "unsatisfiable") return request;
  const headers = new Headers(request.headers);
  if (plan.kind === "whole") headers.delete("range");
  else headers.set("range", plan.header);
  return new Request(request.url, { method: request.method, headers });
}

// Any /api path without a route of its own: a JSON 404 (contract.md section 3).
const notFound = () =>
  Response.json({ message: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

export const loader = notFound;
export const action = notFound;

// Any /api path without a route of its own: a JSON 404.
const notFound = () =>
  Response.json({ message: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

// Any usual method gets the 404; the front door answers others (TRACE, PATCH, ...) 405.
Object.assign(notFound, { allowedMethods: ["GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE"] });

export const loader = notFound;
export const action = notFound;

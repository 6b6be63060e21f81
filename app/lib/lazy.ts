/**
 * A value made on its first use, then kept. For what a module would otherwise make while its script is evaluated,
 * such as an Intl formatter: each costs a browser milliseconds of main thread, the first of its kind tens on a
 * phone, and a page that never formats a date should not pay for one.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

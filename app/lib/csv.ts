// CSV for the owner's exports (subscribers, inbox): RFC 4180 quoting, and cells that a spreadsheet would run
// as a formula (=, +, -, @, tab, CR first) prefixed with a quote (OWASP's CSV injection advice).

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

// The admin session's pure rules: when it ends (idle, capped after sign-in), when a request writes the new end,
// when the notice warns, where a new sign-in may lead back to, which cookies are Secure, and which form on a page
// gets back what was typed.
import { describe, expect, it } from "vitest";
import { canExtend, idleExpiry, renewedExpiry, safeReturnPath, warningLeadMs } from "#app/lib/admin-session";
import { chooseForm, type FormShape } from "#app/lib/resume-form";
import { cookiesSecure, withSecure } from "#app/server/http/secure-cookies.server";

const MIN = 60_000;
const T0 = new Date("2026-11-28T09:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);
const LIMITS = { idleMs: 30 * MIN, maxMs: 12 * 60 * MIN };

describe("session expiry", () => {
  it("ends the idle time after the last use, not after sign-in", () => {
    expect(idleExpiry(T0, T0, LIMITS)).toEqual(at(30));
    expect(idleExpiry(T0, at(25), LIMITS)).toEqual(at(55));
    expect(idleExpiry(T0, at(50), LIMITS)).toEqual(at(80));
  });

  it("never moves past the cap after sign-in", () => {
    expect(idleExpiry(T0, at(12 * 60 - 10), LIMITS)).toEqual(at(12 * 60));
    expect(canExtend({ createdAt: T0, expiresAt: at(12 * 60 - 1) }, LIMITS)).toBe(true);
    expect(canExtend({ createdAt: T0, expiresAt: at(12 * 60) }, LIMITS)).toBe(false);
  });

  it("writes a new end only when it moves by a minute or more", () => {
    const session = { createdAt: T0, expiresAt: at(30) };
    expect(renewedExpiry(session, at(0.5), LIMITS)).toBeNull();
    expect(renewedExpiry(session, at(0.99), LIMITS)).toBeNull();
    expect(renewedExpiry(session, at(1), LIMITS)).toEqual(at(31));
    expect(renewedExpiry(session, at(20), LIMITS)).toEqual(at(50));
    expect(renewedExpiry({ createdAt: T0, expiresAt: at(12 * 60) }, at(12 * 60 - 5), LIMITS)).toBeNull();
  });

  it("warns two minutes before the end, or half the idle time when that is shorter", () => {
    expect(warningLeadMs(30 * MIN)).toBe(2 * MIN);
    expect(warningLeadMs(3 * MIN)).toBe(1.5 * MIN);
  });
});

describe("the page a new sign-in leads back to", () => {
  const P = "/studio-7f3a9c2e";

  it("keeps a path inside the admin area with its query, without single fetch's own parts", () => {
    expect(safeReturnPath(`${P}/orders/abc`, P)).toBe(`${P}/orders/abc`);
    expect(safeReturnPath(P, P)).toBe(P);
    expect(safeReturnPath(`${P}/orders?status=requested&page=2`, P)).toBe(`${P}/orders?status=requested&page=2`);
    expect(safeReturnPath(`${P}/orders/abc.data?_routes=routes%2Fadmin%2Forder`, P)).toBe(`${P}/orders/abc`);
    expect(safeReturnPath(`${P}/?index`, P)).toBe(`${P}/`);
  });

  it.each([
    ["another site", "https://evil.example/x"],
    ["a protocol-relative address", "//evil.example/studio-7f3a9c2e"],
    ["a backslashed address", "/\\evil.example"],
    ["a tab the parser drops", "/\t/evil.example"],
    ["a path outside the area", "/contact"],
    ["a look-alike prefix", "/studio-7f3a9c2eX/orders"],
    ["a climb out of the area", "/studio-7f3a9c2e/../contact"],
    ["the login page", "/studio-7f3a9c2e/login"],
    ["the logout", "/studio-7f3a9c2e/logout"],
    ["nothing", ""],
    ["a relative path", "orders"],
  ])("refuses %s", (_label, value) => {
    expect(safeReturnPath(value, P)).toBeNull();
  });
});

describe("Secure cookies", () => {
  it("are Secure when the request is https or PUBLIC_URL is, unless INSECURE_COOKIES", () => {
    expect(cookiesSecure("https://slice.example/x", undefined, false)).toBe(true);
    expect(cookiesSecure("http://192.168.1.20:3000/x", "https://slice.example", false)).toBe(true);
    // The production build reached over the bakery's own network: a Secure cookie would be dropped.
    expect(cookiesSecure("http://192.168.1.20:3000/x", undefined, false)).toBe(false);
    expect(cookiesSecure("http://192.168.1.20:3000/x", "http://192.168.1.20:3000", false)).toBe(false);
    expect(cookiesSecure("https://slice.example/x", "https://slice.example", true)).toBe(false);
  });

  it("adds the attribute once", () => {
    expect(withSecure("a=1; Path=/; HttpOnly")).toBe("a=1; Path=/; HttpOnly; Secure");
    expect(withSecure("a=1; Secure; Path=/")).toBe("a=1; Secure; Path=/");
  });
});

describe("which form gets back what was typed", () => {
  const order = "/studio-7f3a9c2e/orders/abc";
  const move = (to: string, fields: string[]): FormShape => ({
    action: order,
    hidden: [
      ["csrf", "t"],
      ["to", to],
      ["version", "3"],
    ],
    fields,
  });
  const forms: FormShape[] = [
    { action: order, hidden: [["intent", "erase"]], fields: ["confirmed"] },
    move("quoted", ["price", "deposit", "note"]),
    move("declined", ["note"]),
    { action: "/studio-7f3a9c2e/logout", hidden: [], fields: ["note"] },
  ];

  it("picks the form sent to the same address whose hidden fields agree", () => {
    const quote = {
      action: order,
      values: [
        ["to", "quoted"],
        ["version", "2"],
        ["price", "1800"],
        ["deposit", "600"],
        ["note", "Gold leaf"],
      ] as [string, string][],
    };
    expect(chooseForm(forms, quote)).toBe(1);
    const decline = {
      action: order,
      values: [
        ["to", "declined"],
        ["version", "3"],
        ["note", "Fully booked"],
      ] as [string, string][],
    };
    expect(chooseForm(forms, decline)).toBe(2);
  });

  it("picks none when no form there has a field to fill", () => {
    expect(chooseForm(forms, { action: "/studio-7f3a9c2e/products", values: [["note", "x"]] })).toBe(-1);
    expect(chooseForm(forms, { action: order, values: [["to", "quoted"]] })).toBe(-1);
  });
});

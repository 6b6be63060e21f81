import { describe, expect, it } from "vitest";
import { slugify } from "#app/lib/slug";

describe("slugify", () => {
  it.each([
    ["Pastries", "pastries"],
    ["Loaves", "loaves"],
    ["  Cakes  ", "cakes"],
    ["Chocolate Cakes", "chocolate-cakes"],
    ["Sourdough & Rye", "sourdough-rye"],
    ["--Gluten-free!!--", "gluten-free"],
    ["Cup   cakes", "cup-cakes"],
    ["Crème Brûlée", "crème-brûlée"],
    ["Café", "café"],
    ["केक और पेस्ट्री", "केक-और-पेस्ट्री"],
    ["Top 10 Breads", "top-10-breads"],
    ["under_score", "under-score"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("treats composed and decomposed accents alike", () => {
    expect(slugify("Cafe\u0301")).toBe(slugify("Caf\u00e9"));
  });

  it("is idempotent", () => {
    for (const name of ["Chocolate Cakes", "Sourdough & Rye", "Crème Brûlée"]) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
  });
});

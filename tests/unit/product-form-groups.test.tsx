// The admin product form's boxes of choices (dietary labels, allergens) answer a refusal like a text field does,
// in the HTML the server sends (the page without JavaScript): each choice marked and tied to the box's message,
// and the autofocus attribute on the box's first choice when it holds the first refused field.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductForm } from "#app/components/admin/ProductForm";

/** The form as the server renders it. */
function render(fieldErrors: Record<string, string>): string {
  const Stub = createRoutesStub([
    {
      id: "admin",
      path: "/",
      Component: () => (
        <ProductForm
          offerings={[{ id: "o1", name: "Cakes" }]}
          fieldErrors={fieldErrors}
          intent="add"
          submitLabel="Add"
        />
      ),
    },
  ]);
  const admin = {
    prefix: "/studio",
    flash: null,
    session: { csrf: "t", expiresAt: "" },
    offerings: [],
    unread: 0,
    unreadOrders: 0,
  };
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { admin } }} />);
}

/** The checkbox and radio tags of a box (fieldset), found by its legend. */
function box(html: string, legend: string): string[] {
  const fieldset = html.split("<fieldset").find((part) => part.includes(`>${legend}</legend>`));
  expect(fieldset, legend).toBeDefined();
  const section = fieldset!.slice(0, fieldset!.indexOf("</fieldset>"));
  return section.match(/<input[^>]*type="(?:checkbox|radio)"[^>]*>/g) ?? [];
}

const invalid = (tag: string) => tag.includes('aria-invalid="true"');
const focused = (tag: string) => /\sautofocus/i.test(tag);

describe("ProductForm's boxes of choices", () => {
  it("marks every allergen choice and puts the focus on the first when the table holds the first refusal", () => {
    const html = render({ allergens: "Please choose a level for each allergen.", dietLabels: "Later message." });
    const radios = box(html, "Allergens");
    expect(radios.length).toBeGreaterThan(10);
    expect(radios.every(invalid)).toBe(true);
    expect(radios.every((r) => r.includes('aria-describedby="add-allergens-error"'))).toBe(true);
    expect(focused(radios[0]!)).toBe(true);
    expect(radios.slice(1).some(focused)).toBe(false);
    expect(html).toMatch(/id="add-allergens-error"[^]*Please choose a level for each allergen\./);
    // The labels are refused too, but later: marked, without the focus.
    const labels = box(html, "Dietary labels");
    expect(labels.every(invalid)).toBe(true);
    expect(labels.some(focused)).toBe(false);
  });

  it("marks the dietary labels and focuses their first box when they hold the first refusal", () => {
    const html = render({ dietLabels: "A vegan product cannot contain milk or egg." });
    const labels = box(html, "Dietary labels");
    expect(focused(labels[0]!)).toBe(true);
    expect(labels.every((c) => c.includes('aria-describedby="add-dietLabels-error"'))).toBe(true);
    expect(box(html, "Allergens").some(invalid)).toBe(false);
  });

  it("marks nothing when nothing is refused", () => {
    const html = render({});
    expect(html).not.toContain('aria-invalid="true"');
    expect(html).not.toMatch(/\sautofocus/i);
  });
});

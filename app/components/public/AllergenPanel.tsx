import TriangleAlert from "lucide-react/icons/triangle-alert";
import { allergenSentence, KITCHEN_NOTE, type Allergens } from "#app/lib/allergens";

/**
 * The allergens the owner declared, in one sentence ("Contains: milk, egg. May contain: nuts."), and the note
 * that the kitchen handles every listed allergen, so a product with nothing declared is not read as free of them.
 */
export function AllergenPanel({ allergens }: { allergens: Allergens }) {
  const sentence = allergenSentence(allergens);
  return (
    <section aria-labelledby="allergens-heading" className="mt-6 rounded-card bg-white p-5 shadow-soft ring-1 ring-crust/5">
      <h2 id="allergens-heading" className="font-sans text-base font-semibold text-espresso">
        Allergens
      </h2>
      <p className="mt-2 flex items-start gap-2 font-semibold text-espresso" data-testid="allergen-declaration">
        {sentence ? <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-berry" /> : null}
        <span>{sentence || "No allergens declared for this product."}</span>
      </p>
      <p className="mt-2 text-sm text-muted" data-testid="kitchen-note">
        {KITCHEN_NOTE}
      </p>
    </section>
  );
}

// The coming-soon block's optional choice of what to hear about (Cupcakes, Cookies, Desserts), posted with the
// Notify Me sign-up so the owner can later write only to the people waiting for one of them. Nothing ticked
// means all of them, which is what the block announces.
import { NOTIFY_ME_FIELD } from "#app/lib/broadcast-audience";
import { site } from "#app/lib/site-config";

export function WaitingForChoice() {
  return (
    <fieldset className="order-last mt-1 w-full text-sm text-cream">
      <input type="hidden" name={NOTIFY_ME_FIELD} value="1" />
      <legend className="mb-1.5 w-full text-center font-semibold">Tell me about (optional):</legend>
      <span className="flex flex-wrap justify-center gap-x-5 gap-y-1">
        {site.comingSoon.offerings.map((o) => (
          <label key={o.slug} className="inline-flex items-center gap-1.5">
            <input type="checkbox" name="waitingFor" value={o.slug} className="size-4 accent-butter" />
            {o.name}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

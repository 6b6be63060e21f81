// /order-a-cake: the custom cake request. A real multipart form posting to this route, so it works without
// JavaScript; a refused day comes back with the free days nearest to it (buttons that choose one), a wrong field
// with its message beside it. With JavaScript the page adds a live price estimate (the same sum the server stores)
// kept in view on a phone, a count of the message's characters, a warning as soon as a full or closed day is
// chosen, and only the chosen fulfilment's fields. A placed order goes to its private page; the same request sent
// again within minutes goes to the first one. `?flavour=` and `?size=` (a cake's page links so) start the form
// with that cake's flavour and size.
import { NOT_TAKING_ORDERS } from "#app/lib/order-settings";
import { lazy, Suspense, useState } from "react";
import "./order-a-cake.css";
import { data, Form, redirect, useNavigation } from "react-router";
import { BakeryContact } from "#app/components/public/BakeryContact";
import { PageIntro } from "#app/components/public/PageIntro";
import { fieldFeedback, FocusOnRefusal, InputField, inputClass, SelectField, TextAreaField } from "#app/components/ui/Field";
import { Honeypot } from "#app/components/ui/Honeypot";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { CHOOSE_DAY_FIELD, readOrderPrefill } from "#app/lib/order-choices";
import { useHydrated } from "#app/lib/use-hydrated";
import { bookingWindowRefusal, estimatePaise, formatOrderDay, isCalendarDay, listDays } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import type { RouteHandle } from "#app/lib/route-facts";
import { site } from "#app/lib/site-config";
import { CAKE_MESSAGE_MAX, ORDER_NOTES_MAX } from "#app/lib/validation/order-text";
import { ORDER_FIELDS } from "#app/lib/validation/order";
import { submitOrderForm } from "#app/server/forms/orders.server";
import { outcomeHeaders } from "#app/server/forms/pipeline.server";
import { clientIp } from "#app/server/http/context.server";
import { flashPageHeaders } from "#app/server/http/flash.server";
import { showsOrderCalendar } from "#app/server/http/response-cache.server";
import { getBakeryContact, orderFormView, orderPhotoRule } from "#app/server/models/orders.server";
import { visitorEmailOrigin } from "#app/server/platform/public-url.server";
import type { Route } from "./+types/order-a-cake";

export const handle: RouteHandle = { upload: "images" };

export function meta(): Route.MetaDescriptors {
  const description = `Order a custom cake from ${site.name}: birthdays, weddings, anniversaries. Choose the day, size and flavour, eggless if you like, and a message on top.`;
  return [
    { title: `Order a Cake | ${site.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `Order a Cake | ${site.name}` },
    { property: "og:description", content: description },
  ];
}

// The same for every visitor until an order, a status change or a setting changes the calendar: shared like any
// public page while it answers no post (a refusal is the visitor's own), and kept by the response cache per
// calendar version and bakery day. A day that filled since a copy was made is refused when the order is sent.
export const headers = flashPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  showsOrderCalendar(context);
  const [view, bakery] = await Promise.all([orderFormView(), getBakeryContact()]);
  return {
    ...view,
    bakery,
    photoRule: orderPhotoRule(),
    // The fields' order is read off their rules, which stay on the server (the browser loads no Zod for this page).
    fields: ORDER_FIELDS,
    prefill: readOrderPrefill(new URL(request.url).searchParams, view.catalog),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, values, photosSent, setCookie } = await submitOrderForm(
    clientIp(context),
    request,
    await visitorEmailOrigin(request),
  );
  if (outcome.kind === "placed")
    throw redirect(`${outcome.statusPath}?placed=1`, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  if (outcome.kind === "duplicate" && outcome.statusPath) throw redirect(`${outcome.statusPath}?again=1`);
  return data(
    {
      message: outcome.message,
      chosen: outcome.kind === "day-chosen",
      fields:
        outcome.kind === "invalid" ? (outcome.fields ?? {}) : outcome.kind === "day-unavailable" ? { date: outcome.message } : {},
      freeDays: outcome.kind === "day-unavailable" ? outcome.nearestFreeDays : [],
      photosSent,
      values,
    },
    { status: outcome.status, headers: outcomeHeaders(outcome) },
  );
}

// The calendar and its date library load only once the page runs, and only here (the form works without it).
const OrderDayPicker = lazy(() =>
  import("#app/components/public/OrderDayPicker").then((m) => ({ default: m.OrderDayPicker })),
);

const OCCASIONS = ["Birthday", "Anniversary", "Wedding", "Baby shower", "Graduation", "Just because"];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-5 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-8">
      <h2 id={id} className="font-display text-2xl font-semibold text-espresso">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A fulfilment's own fields under their heading. With scripts only the chosen one shows: the other is hidden and
 * disabled, so that what was typed there stays for a change of mind but is not sent (nor refused unseen).
 */
function FulfilmentGroup({
  id,
  title,
  hidden,
  children,
}: {
  id: string;
  title: string;
  hidden: boolean;
  children: React.ReactNode;
}) {
  return (
    <fieldset aria-labelledby={id} hidden={hidden} disabled={hidden} className="min-w-0 space-y-4 border-t border-crust/10 pt-4">
      <h3 id={id} className="font-display text-lg font-semibold text-espresso">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}

export default function OrderACake({ loaderData, actionData }: Route.ComponentProps) {
  const { catalog, egglessExtraPaise, calendar, bakery, photoRule, prefill, fields } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/order-a-cake") === true;
  const values = actionData?.values ?? {};
  const errors: Record<string, string> = actionData?.fields ?? {};
  const [sizeId, setSizeId] = useState(values.size ?? prefill.size ?? "");
  const [eggless, setEggless] = useState(values.eggless === "on");
  const [fulfilment, setFulfilment] = useState(values.fulfilment === "delivery" ? "delivery" : "pickup");
  const [pincode, setPincode] = useState(values.pincode ?? "");
  const [day, setDay] = useState(values.date ?? "");
  // How many photos the file field holds now (with scripts): a refusal answered in place keeps them.
  const [photosHeld, setPhotosHeld] = useState(0);
  // The calendar needs the browser's clock and scripts: the page the server sends keeps the plain date field.
  const hydrated = useHydrated();
  const unavailable = new Set(calendar.unavailable);
  // A typed day is told at once what the server would answer: past the booking window, or full or closed.
  const tooFar = isCalendarDay(day) ? bookingWindowRefusal(day, calendar, { pastAllowed: true }) : null;
  const dayProblem =
    tooFar ?? (day && unavailable.has(day) ? `${formatOrderDay(day)} is full or closed: please choose another day.` : null);

  const size = catalog.sizes.find((s) => s.id === sizeId || s.label === sizeId);
  const area = catalog.areas.find((a) => a.pincode === pincode);
  const deliveryFeePaise = fulfilment === "delivery" ? (area?.feePaise ?? 0) : 0;
  const estimate = size
    ? estimatePaise({ sizePricePaise: size.pricePaise, eggless, egglessExtraPaise, deliveryFeePaise })
    : null;
  const estimateText = estimate === null ? "Choose a size" : formatMoney(estimate);
  const feedback = fieldFeedback(errors, fields);
  /** What each field of the form takes alike: its id and name, the value sent before a refusal, its marks. */
  const plain = (name: string) => ({ id: `order-${name}`, name, defaultValue: values[name], ...feedback(name) });
  const marked = fields.some((name) => errors[name]);
  const dateHint = `From ${formatOrderDay(calendar.earliest)} to ${formatOrderDay(calendar.latest)}. We bake to order, so we need ${calendar.leadDays} days.`;
  // Without the calendar (no JavaScript, or while it loads) the days it would grey out are named.
  const fullDays =
    calendar.unavailable.length > 0 ? (
      <p className="text-sm text-muted">
        <span className="font-semibold text-espresso">Already full or closed:</span>{" "}
        {listDays(calendar.unavailable.slice(0, 8))}
        {calendar.unavailable.length > 8 ? " and a few more" : ""}.
      </p>
    ) : null;
  const dateError = errors.date ?? dayProblem ?? undefined;
  // A page sent back by the server cannot give the photos back; one answered in place (scripts) still holds them.
  const photosLost = (actionData?.photosSent ?? 0) > 0 && (!hydrated || photosHeld === 0);
  const photoError = errors.photos;
  /** With scripts only the chosen fulfilment's fields show; without, both, each under its heading. */
  const showsOnly = (kind: "pickup" | "delivery") => hydrated && fulfilment !== kind;

  return (
    <>
      <PageIntro eyebrow="Custom cakes" title="Order a Cake">
        <p>
          A birthday, a wedding, a Tuesday that deserves it: tell us the day, the size and the flavour, and we will
          bake it fresh. We reply with a price, and a small UPI deposit confirms your date.
        </p>
      </PageIntro>

      <section className="container-page py-8 sm:py-12">
        {calendar.takingOrders ? null : (
          <p className="mx-auto mb-8 max-w-5xl rounded-xl border border-butter bg-butter-light px-4 py-3 font-medium text-espresso">
            {NOT_TAKING_ORDERS}
          </p>
        )}
        <Form
          method="post"
          encType="multipart/form-data"
          className="relative mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1.6fr_1fr] lg:items-start"
          aria-label="Cake order"
        >
          {/* The form's default button, first in it: Enter in a field sends the order, not a free day below. */}
          <button type="submit" hidden tabIndex={-1} />
          <Honeypot />
          <FocusOnRefusal refusal={actionData} />
          <div className="min-w-0 space-y-8">
            {actionData ? (
              <div>
                {actionData.chosen ? (
                  <FormStatus success={actionData.message} />
                ) : (
                  <FormStatus error={actionData.message} focusOnLoad={!marked} />
                )}
                {actionData.freeDays.length > 0 ? (
                  <div className="mt-3">
                    <p id="order-free-days" className="text-sm font-semibold text-espresso">
                      Choose one of the nearest free days:
                    </p>
                    <ul aria-labelledby="order-free-days" className="mt-2 flex flex-wrap gap-2">
                      {actionData.freeDays.map((free) => (
                        <li key={free}>
                          <button
                            type="submit"
                            name={CHOOSE_DAY_FIELD}
                            value={free}
                            formNoValidate
                            aria-pressed={day === free}
                            onClick={(event) => {
                              // With scripts the day is chosen in place; without, the form comes back with it.
                              event.preventDefault();
                              setDay(free);
                              document.getElementById("order-date")?.focus();
                            }}
                            className="inline-flex min-h-11 items-center rounded-full border border-crust/25 bg-butter-light px-4 py-2 text-sm font-semibold text-espresso transition hover:border-crust aria-pressed:border-crust aria-pressed:bg-crust aria-pressed:text-white"
                          >
                            {formatOrderDay(free)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}

            <Section id="order-cake-heading" title="Your cake">
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField
                  label="Occasion"
                  required
                  maxLength={80}
                  list="order-occasions"
                  {...plain("occasion")}
                />
                <datalist id="order-occasions">
                  {OCCASIONS.map((o) => (
                    <option key={o} value={o} />
                  ))}
                </datalist>
                <InputField
                  id="order-date"
                  label="Date needed"
                  required
                  name="date"
                  type="date"
                  min={calendar.earliest}
                  max={calendar.latest}
                  value={day}
                  onChange={(e) => setDay(e.target.value)}
                  hint={dateHint}
                  {...feedback("date")}
                  error={dateError}
                />
              </div>
              {hydrated ? (
                <Suspense fallback={fullDays}>
                  <OrderDayPicker
                    earliest={calendar.earliest}
                    latest={calendar.latest}
                    unavailable={calendar.unavailable}
                    day={day}
                    onDay={setDay}
                  />
                </Suspense>
              ) : (
                fullDays
              )}
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  id="order-size"
                  label="Size"
                  required
                  name="size"
                  placeholder="Choose a size"
                  placeholderDisabled
                  options={catalog.sizes.map((s) => ({ value: s.id, label: `${s.label}: ${formatMoney(s.pricePaise)}` }))}
                  value={sizeId}
                  onChange={(e) => setSizeId(e.target.value)}
                  {...feedback("size")}
                />
                <SelectField
                  label="Flavour"
                  required
                  placeholder="Choose a flavour"
                  placeholderDisabled
                  options={catalog.flavours}
                  {...plain("flavour")}
                  // Nothing chosen yet: the placeholder, not the first flavour, shows.
                  defaultValue={values.flavour ?? prefill.flavour ?? ""}
                />
              </div>
              <ul aria-label="Sizes and prices" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                {catalog.sizes.map((s) => (
                  <li
                    key={s.id}
                    className={`rounded-xl border px-3 py-2 ${s.id === size?.id ? "border-crust bg-butter-light/60" : "border-crust/15 bg-cream"}`}
                  >
                    <span className="block font-semibold text-espresso">{s.label}</span>
                    <span className="text-muted">{formatMoney(s.pricePaise)}</span>
                  </li>
                ))}
              </ul>
              <label className="flex items-center gap-3 font-semibold text-espresso">
                <input
                  type="checkbox"
                  name="eggless"
                  checked={eggless}
                  onChange={(e) => setEggless(e.target.checked)}
                  className="size-5 accent-crust"
                />
                Make it eggless
                {egglessExtraPaise > 0 ? (
                  <span className="font-normal text-muted">(+{formatMoney(egglessExtraPaise)})</span>
                ) : null}
              </label>
              <InputField
                label="Message on the cake"
                countTo={CAKE_MESSAGE_MAX}
                hint={`Short and sweet: at most ${CAKE_MESSAGE_MAX} characters.`}
                {...plain("message")}
              />
              <TextAreaField
                label="Notes"
                rows={3}
                maxLength={ORDER_NOTES_MAX}
                hint="Colours, a theme, allergies we should know about."
                {...plain("notes")}
              />
            </Section>

            <Section id="order-fulfilment-heading" title="Pickup or delivery">
              <div role="radiogroup" aria-label="Pickup or delivery" className="grid gap-3 sm:grid-cols-2">
                {(["pickup", "delivery"] as const).map((kind) => (
                  <label
                    key={kind}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-crust/20 bg-cream px-4 py-3 font-semibold text-espresso has-[:checked]:border-crust has-[:checked]:bg-butter-light/60"
                  >
                    <input
                      type="radio"
                      name="fulfilment"
                      value={kind}
                      checked={fulfilment === kind}
                      onChange={() => setFulfilment(kind)}
                      className="size-4 accent-crust"
                    />
                    {kind === "pickup" ? "I'll pick it up" : "Deliver it to me"}
                  </label>
                ))}
              </div>
              <FulfilmentGroup id="order-pickup-heading" title="For a pickup" hidden={showsOnly("pickup")}>
                <BakeryContact details={bakery} headingId="order-bakery-heading" title="Where to find us" headingLevel={3} />
                <InputField
                  label="Pickup time"
                  type="time"
                  hint="When you would like to collect it."
                  {...plain("pickupTime")}
                />
              </FulfilmentGroup>
              <FulfilmentGroup id="order-delivery-heading" title="For a delivery" hidden={showsOnly("delivery")}>
                {catalog.areas.length > 0 ? (
                  <div>
                    <p id="order-areas" className="text-sm font-semibold text-espresso">
                      Where we deliver, and the charge
                    </p>
                    <ul aria-labelledby="order-areas" className="mt-2 divide-y divide-crust/10 rounded-xl bg-cream px-4 text-sm">
                      {catalog.areas.map((a) => (
                        <li key={a.pincode} className="flex justify-between gap-3 py-2">
                          <span>
                            {a.name} <span className="text-muted">({a.pincode})</span>
                          </span>
                          <span className="font-semibold text-espresso">
                            {a.feePaise > 0 ? formatMoney(a.feePaise) : "Free"}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <TextAreaField
                  label="Delivery address"
                  rows={2}
                  autoComplete="street-address"
                  {...plain("address")}
                />
                <InputField
                  id="order-pincode"
                  label="PIN code"
                  name="pincode"
                  inputMode="numeric"
                  pattern="\d{6}"
                  maxLength={6}
                  autoComplete="postal-code"
                  value={pincode}
                  onChange={(e) => setPincode(e.target.value)}
                  hint={`We deliver to ${catalog.areas.map((a) => `${a.name} (${a.pincode})`).join(", ")}: the charge is added to the estimate.`}
                  {...feedback("pincode")}
                />
              </FulfilmentGroup>
            </Section>

            <Section id="order-details-heading" title="Your details">
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField label="Name" required autoComplete="name" {...plain("name")} />
                <InputField label="Phone" required type="tel" autoComplete="tel" {...plain("phone")} />
                <InputField label="Email" required type="email" autoComplete="email" className="sm:col-span-2" {...plain("email")} />
              </div>
            </Section>

            {/* Last in the form, so last in the upload: a photo the server refuses (too large) stops the upload
                there, and every field typed before it still reaches the server and comes back filled in. */}
            <Section id="order-photos-heading" title="Photos (optional)">
              <InputField
                label="Reference photos"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                controlClassName={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-butter-light file:px-4 file:py-1.5 file:font-semibold file:text-espresso`}
                hint={
                  photosLost && !photoError
                    ? `${photoRule} Your photos were not kept when the form came back: please attach them again.`
                    : `${photoRule} A design you like, for instance.`
                }
                onChange={(e) => setPhotosHeld(e.currentTarget.files?.length ?? 0)}
                {...plain("photos")}
                error={
                  photoError
                    ? `${photoError}${photosLost && !/attach them again/.test(photoError) ? " Please attach the photos again." : ""}`
                    : undefined
                }
              />
            </Section>

            {/* On a phone the estimate and the send button are a screen or more below the sizes: this bar keeps
                the total in view while the form scrolls (the panel below takes over at its end). */}
            <div
              className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-crust/15 bg-espresso px-4 py-3 text-cream shadow-soft lg:hidden"
              data-testid="order-summary-bar"
            >
              <p className="min-w-0 text-sm">
                <span className="block text-cream/80">
                  {size ? `${size.label}${eggless ? ", eggless" : ""}${deliveryFeePaise > 0 ? ", delivery" : ""}` : "Your estimate"}
                </span>
                <span className="text-xl font-semibold text-butter">{estimateText}</span>
              </p>
              <a href="#order-estimate-heading" className="shrink-0 rounded-full bg-butter px-4 py-2 text-sm font-semibold text-espresso">
                Review and send
              </a>
            </div>
          </div>

          <aside className="space-y-5 rounded-[var(--radius-card)] bg-espresso p-6 text-cream shadow-soft sm:p-8 lg:sticky lg:top-24">
            <h2 id="order-estimate-heading" className="font-display text-2xl font-semibold text-butter">
              Your estimate
            </h2>
            <p className="text-4xl font-semibold" aria-live="polite" data-testid="order-estimate">
              {estimateText}
            </p>
            <p className="text-sm text-cream/80">
              The size&rsquo;s price{egglessExtraPaise > 0 ? ", the eggless extra" : ""} and the delivery charge. Our
              quote may differ for a special design; we confirm the price before you pay anything.
            </p>
            <SubmitButton look="butter" busy={submitting} busyLabel="Sending your request...">
              Request my cake
            </SubmitButton>
            <p className="text-xs text-cream/70">
              You get a private link by e-mail to follow your order and to cancel it until it is confirmed.
            </p>
          </aside>
        </Form>
      </section>
    </>
  );
}

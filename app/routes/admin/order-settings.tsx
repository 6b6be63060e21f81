// {admin_prefix}/orders/settings: the owner's order settings: orders per day, lead time, the week's opening hours
// and closed weekdays, the eggless extra, photo retention, the UPI payee and when an unanswered request or an unpaid
// quote releases its day; the pickup address and phone customers are shown; the sizes with prices, flavours and delivery areas the form
// offers; days with their own capacity; holidays; and the private calendar feed's URL (with a new one on demand).
// Each part is its own plain form (an `intent`), so it all works without JavaScript. When the settings leave no day
// an order can be for, the page says so at the top (the order form then tells customers it takes no orders).
import { createContext, useContext, type ReactNode } from "react";
import { data, Form } from "react-router";
import { fieldFeedback, FocusOnRefusal } from "#app/components/ui/Field";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { AdminInputField, AdminTextAreaField } from "#app/components/admin/AdminField";
import { adminMeta } from "#app/components/admin/admin-data";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { OrderTabs } from "#app/components/admin/OrderParts";
import { inputClass, labelClass, PageHeader, Panel, primaryButton, secondaryButton } from "#app/components/admin/ui";
import { formatOrderDay, WEEKDAY_NAMES } from "#app/lib/orders";
import { formatMoney, rupeesOf } from "#app/lib/money";
import { hoursFieldNames, HOURS_FIELDS } from "#app/lib/validation/order-settings";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { pageUrl, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt } from "#app/server/models/errors.server";
import {
  addCakeFlavour,
  addCakeSize,
  addDeliveryArea,
  addHoliday,
  getOrderSetup,
  hasFeedToken,
  orderingWarning,
  removeSetupEntry,
  rotateFeedToken,
  saveOrderSettings,
  saveShopDetails,
  setDayCapacity,
  overbookedWarning,
  type Overbooked,
} from "#app/server/models/orders.server";
import { publicOrigin } from "#app/server/platform/public-url.server";
import type { Route } from "./+types/order-settings";

export const meta = () => adminMeta("Order settings");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [setup, feedMade] = await Promise.all([getOrderSetup(), hasFeedToken()]);
  return { ...setup, feedMade };
}

const DONE: Record<string, string> = {
  settings: "Order settings saved.",
  shop: "Pickup address and phone saved.",
  size: "Size added.",
  flavour: "Flavour added.",
  area: "Delivery area added.",
  override: "Capacity for the day saved.",
  holiday: "Holiday added.",
  remove: "Removed.",
  "rotate-feed": "A new calendar feed URL is ready; the old one no longer works.",
};

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  const intent = String(form.get("intent") ?? "");
  const fields = { ...Object.fromEntries(form), closedWeekdays: form.getAll("closedWeekdays") };
  const run: Record<string, () => Promise<unknown>> = {
    settings: () => saveOrderSettings(fields),
    shop: () => saveShopDetails(fields),
    size: () => addCakeSize(fields),
    flavour: () => addCakeFlavour(fields),
    area: () => addDeliveryArea(fields),
    override: () => setDayCapacity(fields),
    holiday: () => addHoliday(fields),
    remove: () => removeSetupEntry(form.get("kind"), form.get("key")),
    "rotate-feed": () => rotateFeedToken(),
  };
  const task = run[intent];
  // The typed values go back too: a page rendered without JavaScript shows them again beside their messages.
  const values = Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  const refused = (status: number, error: string, fields: Record<string, string> = {}) =>
    data({ intent, error, fields, values }, { status });
  if (!task) return refused(400, "Unknown action.");
  if (intent === "rotate-feed") {
    // The feed's secret is kept only as a hash: its URL is shown this once, never again (nor stored in a cookie).
    const token = await rotateFeedToken();
    return data(
      { intent, feedUrl: `${publicOrigin(request)}/order-calendar/${token}.ics`, message: DONE[intent]! },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const done = await attempt(task);
  if (!done.ok) return refused(done.error.status, done.error.message, done.error.fields);
  // A change that leaves a day with more orders than room is saved all the same (the orders were promised), and
  // says which days need sorting out; the calendar marks them too. Settings that leave no day to order are saved
  // as well (the owner may mean to pause orders), but never without a word.
  const over = Array.isArray(done.value) ? (done.value as Overbooked) : [];
  const noDay = intent === "shop" ? null : await orderingWarning();
  if (over.length > 0 || noDay) {
    // The over-booked days come first; the flash stays short, and the page's own warning gives the details.
    const message =
      over.length === 0
        ? `${DONE[intent]!} ${noDay}`
        : `${overbookedWarning(DONE[intent]!, over)}${noDay ? " No day can be ordered now: see the warning above." : ""}`;
    return redirectWithFlash(pageUrl(request), { type: "warning", message });
  }
  return redirectWithFlash(pageUrl(request), { type: "success", message: DONE[intent]! });
}

type Data = Route.ComponentProps["loaderData"];

type ActionData = Route.ComponentProps["actionData"];

/** The marks of the form being drawn: each part is its own form, so only the one refused gets its messages. */
const Marks = createContext({ feedback: fieldFeedback(null, []), values: {} as Record<string, string> });

/** A field's marks and its refused value (else `value`), from the form it is drawn in. */
function useMarks(name: string, value: string | number) {
  const { feedback, values } = useContext(Marks);
  return { defaultValue: values[name] ?? value, ...feedback(name) };
}

/**
 * One part's form in the form-feedback idiom: its fields (read through Marks) marked from the refusal of its
 * `intent`, `order` the fields in the order shown (the first one marked takes the focus), its message focused
 * when no field is to blame.
 */
function SetupForm({
  intent,
  order,
  actionData,
  className,
  label,
  children,
}: {
  intent: string;
  order: readonly string[];
  actionData: ActionData;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  const mine = actionData?.intent === intent && "error" in actionData ? actionData : undefined;
  const marked = order.some((name) => mine?.fields[name]);
  return (
    <Form method="post" className={className} aria-label={label}>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <FocusOnRefusal refusal={mine} />
      <Marks.Provider value={{ feedback: fieldFeedback(mine?.fields, order), values: mine?.values ?? {} }}>
        {children}
      </Marks.Provider>
      {mine ? (
        <div className="basis-full">
          <FormStatus look="panel" error={mine.error} focusOnLoad={!marked} />
        </div>
      ) : null}
    </Form>
  );
}

function NumberField({
  name,
  label,
  value,
  step = "1",
  min = "0",
  form = "set",
}: {
  name: string;
  label: string;
  value: number;
  step?: string;
  min?: string;
  /** Which form the field is in, so that ids stay unique on the page. */
  form?: string;
}) {
  return (
    <AdminInputField
      id={`${form}-${name}`}
      label={label}
      name={name}
      type="number"
      min={min}
      step={step}
      required
      {...useMarks(name, value)}
    />
  );
}

function TextField({
  name,
  label,
  value = "",
  required = false,
  type,
  form,
  hint,
  className,
}: {
  name: string;
  label: ReactNode;
  value?: string;
  required?: boolean;
  type?: "date" | "time" | "tel";
  form: string;
  hint?: string;
  className?: string;
}) {
  return (
    <AdminInputField
      id={`${form}-${name}`}
      label={label}
      name={name}
      type={type}
      required={required}
      hint={hint}
      className={className}
      {...useMarks(name, value)}
    />
  );
}

function RemoveButton({ kind, entry, label }: { kind: string; entry: string; label: string }) {
  return (
    <Form method="post" className="inline">
      <CsrfInput />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={entry} />
      <button type="submit" className="text-sm font-medium text-danger underline">
        Remove<span className="sr-only"> {label}</span>
      </button>
    </Form>
  );
}

/** A field of a list's Add form: a required text (or date) unless it has a number `value` or is `optional`. */
type EntryField = {
  name: string;
  label: string;
  value?: number;
  min?: string;
  step?: string;
  type?: "date";
  optional?: true;
};

/** One list of the setup: its entries, each with its Remove button, and the fields of the form that adds one. */
type SetupList = {
  title: string;
  id: string;
  intent: string;
  kind: string;
  fields: EntryField[];
  entries: { key: string; label: string }[];
  empty: string;
};

/** The lists the owner keeps (what the order form offers, and the days that differ), in the order shown. */
function setupLists(d: Data): SetupList[] {
  return [
    {
      title: "Sizes and prices",
      id: "sizes",
      intent: "size",
      kind: "size",
      fields: [
        { name: "label", label: "Size" },
        { name: "grams", label: "Grams", value: 1000, min: "50" },
        { name: "price", label: "Price (₹)", value: 1000, step: "0.01" },
      ],
      empty: "No sizes yet: the order form needs at least one.",
      entries: d.sizes.map((s) => ({ key: s.id, label: `${s.label} (${s.grams} g), ${formatMoney(s.pricePaise)}` })),
    },
    {
      title: "Flavours",
      id: "flavours",
      intent: "flavour",
      kind: "flavour",
      fields: [{ name: "name", label: "Flavour" }],
      empty: "No flavours yet: the order form needs at least one.",
      entries: d.flavours.map((f) => ({ key: f.id, label: f.name })),
    },
    {
      title: "Delivery areas",
      id: "areas",
      intent: "area",
      kind: "area",
      fields: [
        { name: "pincode", label: "PIN code" },
        { name: "name", label: "Area" },
        { name: "fee", label: "Charge (₹)", value: 0, step: "0.01" },
      ],
      empty: "No delivery areas: customers can only pick up.",
      entries: d.areas.map((a) => ({ key: a.id, label: `${a.pincode} ${a.name}, ${formatMoney(a.feePaise)}` })),
    },
    {
      title: "Days with their own capacity",
      id: "overrides",
      intent: "override",
      kind: "override",
      fields: [
        { name: "day", label: "Day", type: "date" },
        { name: "capacity", label: "Orders that day", value: d.settings.dayCapacity },
      ],
      empty: "Every day takes the usual number of orders.",
      entries: d.overrides.map((o) => ({ key: o.day, label: `${formatOrderDay(o.day)}: ${o.capacity} orders` })),
    },
    {
      title: "Holidays",
      id: "holidays",
      intent: "holiday",
      kind: "holiday",
      fields: [
        { name: "day", label: "Day", type: "date" },
        { name: "note", label: "Note", optional: true },
      ],
      empty: "No holidays ahead.",
      entries: d.holidays.map((h) => ({ key: h.day, label: `${formatOrderDay(h.day)}${h.note ? `: ${h.note}` : ""}` })),
    },
  ];
}

function ListPanel({
  title,
  id,
  intent,
  kind,
  fields,
  entries,
  empty,
  actionData,
}: SetupList & { actionData: ActionData }) {
  return (
    <Panel title={title} id={id}>
      {entries.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {entries.map((e) => (
            <li key={e.key} className="flex items-center justify-between gap-3 py-2">
              <span>{e.label}</span>
              <RemoveButton kind={kind} entry={e.key} label={e.label} />
            </li>
          ))}
        </ul>
      )}
      <SetupForm
        intent={intent}
        order={fields.map((f) => f.name)}
        actionData={actionData}
        className="mt-4 flex flex-wrap items-end gap-3"
        label={`Add to ${title.toLowerCase()}`}
      >
        {fields.map(({ name, label, value, min, step, type, optional }) =>
          value === undefined ? (
            <TextField key={name} form={intent} name={name} label={label} type={type} required={!optional} />
          ) : (
            <NumberField key={name} form={intent} name={name} label={label} value={value} min={min} step={step} />
          ),
        )}
        <button type="submit" className={secondaryButton}>
          Add
        </button>
      </SetupForm>
    </Panel>
  );
}

const SETTINGS_FIELDS = [
  "dayCapacity",
  "leadDays",
  "bookingWindowDays",
  "egglessExtra",
  "photoRetentionDays",
  "upiId",
  "upiName",
  ...HOURS_FIELDS,
  "releaseRequestsAfterDays",
  "releaseQuotesAfterDays",
];

/** "Opens" on screen, "Monday opens" to a screen reader (the row shows the weekday once). */
function WeekdayLabel({ weekday, text }: { weekday: string; text: string }) {
  return (
    <>
      <span className="sr-only">{weekday} </span>
      {text}
    </>
  );
}

/** Each weekday: closed or not, and its hours (kept for a closed weekday too: a day opened on its own uses them). */
function WeekHoursFields({ settings }: { settings: Data["settings"] }) {
  return (
    <fieldset>
      <legend className={labelClass}>Opening hours (pickup times must fall inside them)</legend>
      <div className="mt-2 divide-y divide-stone-100">
        {WEEKDAY_NAMES.map((name, i) => {
          const names = hoursFieldNames(i);
          const hours = settings.openingHours[i]!;
          return (
            <fieldset
              key={name}
              className="grid grid-cols-2 items-end gap-x-3 gap-y-1 py-3 sm:grid-cols-[9rem_1fr_1fr]"
            >
              <legend className="sr-only">{name}</legend>
              <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-1">
                <input
                  type="checkbox"
                  name="closedWeekdays"
                  value={i}
                  defaultChecked={settings.closedWeekdays.includes(i)}
                  className="size-5 accent-crust"
                />
                {name} closed
              </label>
              <TextField
                form="set"
                type="time"
                name={names.opens}
                label={<WeekdayLabel weekday={name} text="Opens" />}
                value={hours.opens}
                required
              />
              <TextField
                form="set"
                type="time"
                name={names.closes}
                label={<WeekdayLabel weekday={name} text="Closes" />}
                value={hours.closes}
                required
              />
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

/** After how many days a request nobody answered, or a quote nobody paid, gives its day back (blank: never). */
function ReleaseFields({ settings }: { settings: Data["settings"] }) {
  const days = (v: number | null) => (v === null ? "" : String(v));
  return (
    <fieldset>
      <legend className={labelClass}>Give a day back when nobody acts</legend>
      <p className="mt-1 text-sm text-muted">
        The order is cancelled, its place freed, and you and the customer get an e-mail. Leave blank to never do it.
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextField
          form="set"
          name="releaseRequestsAfterDays"
          label="Requests I have not answered, after (days)"
          value={days(settings.releaseRequestsAfterDays)}
        />
        <TextField
          form="set"
          name="releaseQuotesAfterDays"
          label="Quotes without the deposit, after (days)"
          value={days(settings.releaseQuotesAfterDays)}
        />
      </div>
    </fieldset>
  );
}

const SHOP_FIELDS = ["pickupAddress", "phone", "whatsapp"];

/** What customers are shown to find and reach the bakery. */
function ShopDetails({ settings, actionData }: { settings: Data["settings"]; actionData: ActionData }) {
  return (
    <Panel title="Pickup address and phone" id="shop">
      <SetupForm intent="shop" order={SHOP_FIELDS} actionData={actionData} className="space-y-4">
        <ShopAddress value={settings.pickupAddress} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form="shop" type="tel" name="phone" label="Phone" value={settings.phone} />
          <TextField
            form="shop"
            type="tel"
            name="whatsapp"
            label="WhatsApp number"
            hint="Leave blank when it is the phone."
            value={settings.whatsapp}
          />
        </div>
        <button type="submit" className={primaryButton}>
          Save address and phone
        </button>
      </SetupForm>
    </Panel>
  );
}

function ShopAddress({ value }: { value: string }) {
  return (
    <AdminTextAreaField
      id="shop-pickupAddress"
      label="Pickup address"
      name="pickupAddress"
      rows={3}
      maxLength={300}
      {...useMarks("pickupAddress", value)}
    />
  );
}

function GeneralSettings({ settings, actionData }: { settings: Data["settings"]; actionData: ActionData }) {
  return (
    <Panel title="Orders and payments" id="general">
      <SetupForm intent="settings" order={SETTINGS_FIELDS} actionData={actionData} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="dayCapacity" label="Orders per day" value={settings.dayCapacity} />
          <NumberField name="leadDays" label="Lead time (days)" value={settings.leadDays} />
          <NumberField
            name="bookingWindowDays"
            label="Orders taken up to (days ahead)"
            value={settings.bookingWindowDays}
            min="1"
          />
          <NumberField
            name="egglessExtra"
            label="Eggless extra (₹)"
            value={rupeesOf(settings.egglessExtraPaise)}
            step="0.01"
          />
          <NumberField
            name="photoRetentionDays"
            label="Keep photos of ended orders (days)"
            value={settings.photoRetentionDays}
            min="1"
          />
          <TextField form="set" name="upiId" label="Shop's UPI ID" value={settings.upiId ?? ""} />
          <TextField form="set" name="upiName" label="Payee name" value={settings.upiName ?? ""} />
        </div>
        <WeekHoursFields settings={settings} />
        <ReleaseFields settings={settings} />
        <button type="submit" className={primaryButton}>
          Save settings
        </button>
      </SetupForm>
    </Panel>
  );
}

export default function OrderSettings({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const newFeedUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : null;
  return (
    <div className="space-y-6">
      <PageHeader title="Order settings" description="What the order form offers and how many orders each day takes." />
      <OrderTabs />
      {d.noOrderableDay ? (
        <p className="rounded-xl border border-butter bg-butter-light px-4 py-3 font-medium text-espresso">
          {d.noOrderableDay}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <GeneralSettings settings={d.settings} actionData={actionData} />
        <ShopDetails settings={d.settings} actionData={actionData} />
        {setupLists(d).map((list) => (
          <ListPanel key={list.intent} {...list} actionData={actionData} />
        ))}
        <Panel title="Calendar feed" id="feed">
          <p className="text-sm text-muted">
            Subscribe to this private address in your phone's calendar to see the confirmed orders. Anyone with it can
            read them: keep it to yourself, and make a new one if it was shared.
          </p>
          {newFeedUrl ? (
            <>
              <label htmlFor="feed-url" className={`${labelClass} mt-3`}>
                Feed address (shown this once: copy it now)
              </label>
              <input id="feed-url" readOnly value={newFeedUrl} className={`${inputClass} mt-1 font-mono text-xs`} />
            </>
          ) : (
            <p className="mt-3 text-sm">
              {d.feedMade
                ? "The feed address was shown once, when it was made. To see one again, make a new one: the old one then stops working."
                : "No feed address yet."}
            </p>
          )}
          <Form method="post" className="mt-3">
            <CsrfInput />
            <input type="hidden" name="intent" value="rotate-feed" />
            <button type="submit" className={secondaryButton}>
              Make a new feed address
            </button>
          </Form>
        </Panel>
      </div>
    </div>
  );
}

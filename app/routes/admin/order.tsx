// {admin_prefix}/orders/:id: one cake order for the owner: the request, its photos, the customer's contact
// (call, WhatsApp, e-mail), its history, and the changes the rules allow from its status (quote with price,
// deposit and note; deposit received; in production; ready; completed; decline; cancel). Opening it marks it
// read. Each change is a plain form carrying the version seen, so a change made meanwhile is refused, not lost.
import { Form, Link } from "react-router";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { describedControl, Field, FieldError, fieldFeedback, FocusOnRefusal } from "#app/components/ui/Field";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { AdminInputField, AdminTextAreaField } from "#app/components/admin/AdminField";
import { CsrfInput } from "#app/components/admin/CsrfInput";
import { OrderStatusBadge } from "#app/components/admin/OrderParts";
import { cardClass, dangerButton, inputClass, PageHeader, Panel, primaryButton } from "#app/components/admin/ui";
import { formatDateTime, formatDay } from "#app/lib/dates";
import {
  asksDeposit,
  isEditable,
  needsReason,
  nextStatuses,
  ORDER_FULFILMENTS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from "#app/lib/orders";
import { rupeesOf } from "#app/lib/money";
import { CAKE_MESSAGE_MAX, ORDER_DETAIL_FIELDS } from "#app/lib/validation/order";
import { telHref, whatsAppHref } from "#app/lib/phone";
import { requireAdmin, requireAdminForm } from "#app/server/auth/admin-auth.server";
import { pageUrl, redirectWithFlash } from "#app/server/http/flash.server";
import { attempt, notFound } from "#app/server/models/errors.server";
import {
  changeOrderDetails,
  changeOrderStatus,
  eraseOrderCustomer,
  getOrderCatalog,
  openOrder,
  orderDetailLines,
} from "#app/server/models/orders.server";
import { ownerEmailOrigin } from "#app/server/platform/public-url.server";
import { data } from "react-router";
import type { Route } from "./+types/order";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Order ${loaderData.order.reference}` : "Order");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const order = await openOrder(params.id);
  if (!order) throw data({ message: "That order does not exist." }, { status: 404 });
  const moves = nextStatuses(order.status, "owner");
  // Declining or cancelling asks first: its button opens this step (a plain link, so it works without JavaScript).
  const asked = new URL(request.url).searchParams.get("confirm");
  const catalog = isEditable(order.status) ? await getOrderCatalog() : null;
  return {
    confirm: moves.find((to) => to === asked && needsReason(to, "owner")) ?? null,
    // Each field's line is declared beside its entry in the orders' shape, so a new field needs no line here.
    details: orderDetailLines(order),
    choices: catalog ? { sizes: catalog.sizes.map((s) => s.label), flavours: catalog.flavours } : null,
    order: {
      ...order,
      createdAt: order.createdAt.toISOString(),
      depositReceivedAt: order.depositReceivedAt?.toISOString() ?? null,
      history: order.history.map((e) => ({ ...e, at: e.at.toISOString() })),
      read: order.read?.toISOString() ?? null,
      erased: order.erased?.toISOString() ?? null,
      updatedAt: order.updatedAt.toISOString(),
    },
    moves,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminForm(request);
  if (form.get("intent") === "erase") {
    if (form.get("confirmed") !== "yes") {
      const error = "Tick the box to confirm the erasure.";
      return data({ error, to: "erase", fields: { confirmed: error }, values: {} }, { status: 400 });
    }
    const erased = await attempt(() => eraseOrderCustomer(params.id));
    if (!erased.ok) throw notFound("That order does not exist.");
    return redirectWithFlash(pageUrl(request), {
      type: "success",
      message: `The customer's contact data and photos were erased from ${erased.value === 1 ? "this order" : `${erased.value} orders`}.`,
    });
  }
  if (form.get("intent") === "details") {
    const change = Object.fromEntries(
      ["version", ...ORDER_DETAIL_FIELDS].flatMap((k) => {
        const v = form.get(k);
        return typeof v === "string" ? [[k, v]] : [];
      }),
    );
    const done = await attempt(() =>
      changeOrderDetails(params.id, change, { emailOrigin: ownerEmailOrigin(request), from: "form" }),
    );
    if (!done.ok) {
      if (done.error.status === 404) throw notFound("That order does not exist.");
      return data(
        { error: done.error.message, to: "details", fields: done.error.fields ?? {}, values: change },
        { status: done.error.status },
      );
    }
    return redirectWithFlash(pageUrl(request), {
      type: "success",
      message: `Order ${done.value.reference} is saved. The customer has been e-mailed what changed.`,
    });
  }
  const change = Object.fromEntries(
    ["to", "version", "price", "deposit", "note", "reason"].flatMap((k) => {
      const v = form.get(k);
      return typeof v === "string" && v.trim() !== "" ? [[k, v]] : [];
    }),
  );
  const done = await attempt(() =>
    changeOrderStatus(params.id, change, {
      by: "owner",
      emailOrigin: ownerEmailOrigin(request),
      from: "form",
    }),
  );
  if (!done.ok) {
    if (done.error.status === 404) throw notFound("That order does not exist.");
    return data(
      // The typed values go back too: a page rendered without JavaScript shows them again beside their messages.
      { error: done.error.message, to: String(change.to ?? ""), fields: done.error.fields ?? {}, values: change },
      { status: done.error.status },
    );
  }
  // Back to the order without the confirmation step.
  const back = new URL(pageUrl(request), "http://x");
  back.searchParams.delete("confirm");
  return redirectWithFlash(`${back.pathname}${back.search}`, {
    type: "success",
    message: `Order ${done.value.reference} is now ${ORDER_STATUS_LABELS[done.value.status].toLowerCase()}. The customer has been e-mailed.`,
  });
}

type Order = Route.ComponentProps["loaderData"]["order"];

const MOVE_LABELS: Record<OrderStatus, string> = {
  requested: "Reopen as a request",
  quoted: "Send quote",
  confirmed: "Deposit received: confirm",
  in_production: "Start production",
  ready: "Mark ready",
  completed: "Mark completed",
  declined: "Decline",
  cancelled: "Cancel order",
};

/** A move's name: confirming a quote that asked no deposit receives none; a quote sent again is revised. */
function moveLabel(to: OrderStatus, order: Order): string {
  if (to === "quoted" && order.status === "quoted") return "Revise the quote";
  return to === "confirmed" && !asksDeposit(order.depositPaise) ? "Confirm (no deposit)" : MOVE_LABELS[to];
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-espresso sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

type Refusal = Route.ComponentProps["actionData"];

/** The change's fields in the order its form shows them (a refusal focuses the first one marked). */
const MOVE_FIELDS = ["price", "deposit", "reason", "note"] as const;

function MoveForm({
  order,
  to,
  refusal,
  confirming,
}: {
  order: Order;
  to: OrderStatus;
  refusal: Refusal;
  confirming: boolean;
}) {
  const ending = needsReason(to, "owner");
  const id = `move-${to}`;
  const mine = refusal?.to === to ? refusal : undefined;
  const feedback = fieldFeedback(mine?.fields, MOVE_FIELDS);
  const typed: Record<string, string | undefined> = mine?.values ?? {};
  if (ending && !confirming && !mine)
    return (
      <Form method="get" className={`${cardClass} space-y-3`} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="font-semibold">
          {moveLabel(to, order)}
        </h3>
        <input type="hidden" name="confirm" value={to} />
        <button type="submit" className={dangerButton}>
          {moveLabel(to, order)}…
        </button>
      </Form>
    );
  return (
    <Form method="post" className={`${cardClass} space-y-3`} aria-labelledby={`${id}-title`} id={id}>
      <h3 id={`${id}-title`} className="font-semibold">
        {ending ? `${moveLabel(to, order)}: are you sure?` : moveLabel(to, order)}
      </h3>
      <FocusOnRefusal refusal={mine} />
      <CsrfInput />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="version" value={order.version} />
      {to === "quoted" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              // Offered until the owner types: the quote in force (when revising), else the estimate as the
              // price and half of it as the deposit.
              ["price", "Price (₹)", 1, rupeesOf(order.quotedPaise ?? order.estimatePaise)],
              ["deposit", "Deposit (₹)", 0, rupeesOf(order.depositPaise ?? Math.round(order.estimatePaise / 2))],
            ] as const
          ).map(([name, label, min, suggested]) => (
            <AdminInputField
              key={name}
              id={`${id}-${name}`}
              label={label}
              name={name}
              type="number"
              min={min}
              step="0.01"
              required
              defaultValue={typed[name] ?? suggested}
              {...feedback(name)}
            />
          ))}
        </div>
      ) : null}
      {ending ? (
        <AdminTextAreaField
          id={`${id}-reason`}
          label="Why (the customer reads this on the order's page and in the e-mail)"
          name="reason"
          rows={3}
          maxLength={1000}
          required
          defaultValue={typed.reason}
          {...feedback("reason")}
        />
      ) : (
        <AdminTextAreaField
          id={`${id}-note`}
          label={`Note to the customer${to === "quoted" ? "" : " (optional)"}`}
          name="note"
          rows={2}
          maxLength={1000}
          defaultValue={typed.note}
          {...feedback("note")}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={ending ? dangerButton : primaryButton}>
          {ending ? `Yes, ${moveLabel(to, order).toLowerCase()}` : moveLabel(to, order)}
        </button>
        {ending ? (
          <Link to="?" className="underline" preventScrollReset>
            No, keep the order
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const DETAIL_FIELDS = ORDER_DETAIL_FIELDS;

/** The owner's change of the details: every field filled with the order as it stands. */
function DetailsForm({
  order,
  choices,
  refusal,
}: {
  order: Order;
  choices: { sizes: string[]; flavours: string[] };
  refusal: Refusal;
}) {
  const mine = refusal?.to === "details" ? refusal : undefined;
  const feedback = fieldFeedback(mine?.fields, DETAIL_FIELDS);
  const typed: Record<string, string | undefined> = mine?.values ?? {};
  const value = (name: (typeof DETAIL_FIELDS)[number], stored: string | null) => typed[name] ?? stored ?? "";
  const select = (name: "size" | "flavour" | "fulfilment", label: string, options: readonly string[]) => {
    const { error } = feedback(name);
    const current = value(name, order[name]);
    return (
      <Field id={`details-${name}`} label={label} look="admin" error={error}>
        <select
          id={`details-${name}`}
          name={name}
          defaultValue={current}
          className={`${inputClass} mt-1`}
          {...describedControl(`details-${name}`, { error })}
        >
          {/* A size or flavour no longer listed stays selectable as it is. */}
          {(options.includes(current) ? options : [current, ...options]).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  return (
    <Panel title="Change the details" id="details">
      <Form method="post" className="space-y-3">
        <FocusOnRefusal refusal={mine} />
        <CsrfInput />
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={order.version} />
        <div className="grid gap-3 sm:grid-cols-2">
          <AdminInputField
            id="details-date"
            label="Day needed"
            name="date"
            type="date"
            required
            defaultValue={value("date", order.date)}
            {...feedback("date")}
          />
          {select("fulfilment", "Pickup or delivery", ORDER_FULFILMENTS)}
          <AdminInputField
            id="details-pickupTime"
            label="Pickup time (for a pickup)"
            name="pickupTime"
            type="time"
            defaultValue={value("pickupTime", order.pickupTime)}
            {...feedback("pickupTime")}
          />
          <AdminInputField
            id="details-pincode"
            label="PIN code (for a delivery)"
            name="pincode"
            inputMode="numeric"
            defaultValue={value("pincode", order.pincode)}
            {...feedback("pincode")}
          />
          {select("size", "Size", choices.sizes)}
          {select("flavour", "Flavour", choices.flavours)}
        </div>
        <AdminTextAreaField
          id="details-address"
          label="Delivery address (for a delivery)"
          name="address"
          rows={2}
          maxLength={300}
          defaultValue={value("address", order.address)}
          {...feedback("address")}
        />
        <AdminInputField
          id="details-message"
          label="Message on the cake"
          name="message"
          maxLength={CAKE_MESSAGE_MAX}
          defaultValue={value("message", order.message)}
          {...feedback("message")}
        />
        <button type="submit" className={primaryButton}>
          Save the details and e-mail the customer
        </button>
      </Form>
    </Panel>
  );
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, moves, confirm, choices, details } = loaderData;
  const href = useAdminHref();
  const erased = order.erased !== null;
  const eraseError = actionData?.to === "erase" ? actionData.fields.confirmed : undefined;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Order ${order.reference}`}
        breadcrumb={
          <Link to={href("orders")} className="underline">
            Orders
          </Link>
        }
        description={
          <>
            <OrderStatusBadge status={order.status} /> · needed {formatDay(order.date)} · requested{" "}
            {formatDateTime(order.createdAt)}
          </>
        }
      />
      <FormStatus
        look="panel"
        error={actionData?.error}
        focusOnLoad={Object.keys(actionData?.fields ?? {}).length === 0}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel title="The cake" id="cake">
            <dl className="divide-y divide-stone-100">
              {order.reason ? (
                <Detail label={`Why ${ORDER_STATUS_LABELS[order.status].toLowerCase()}`}>
                  <span className="whitespace-pre-line">{order.reason}</span>
                </Detail>
              ) : null}
              {details.map((line) => (
                <Detail key={line.label} label={line.label}>
                  {line.text}
                </Detail>
              ))}
            </dl>
          </Panel>
          <Panel title="Reference photos" id="photos">
            {order.photos.length === 0 ? (
              <p className="text-muted">{erased ? "Erased." : "No photos sent."}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {order.photos.map((photo, i) => (
                  <li key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={photo.variants[0]?.url ?? photo.url}
                        alt={`The customer's reference ${i + 1} of ${order.photos.length}`}
                        className="aspect-square w-full rounded-xl object-cover"
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          {choices ? <DetailsForm key={order.version} order={order} choices={choices} refusal={actionData} /> : null}
          <Panel title="History" id="history">
            <ol className="space-y-3">
              {order.history.map((e) => (
                <li key={`${e.at}-${e.to}`} className="border-l-2 border-butter pl-3">
                  <p className="font-medium">
                    {ORDER_STATUS_LABELS[e.to]}{" "}
                    <span className="text-sm font-normal text-muted">
                      by the {e.by} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                    </span>
                  </p>
                  {e.note ? <p className="text-sm whitespace-pre-line">{e.note}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Customer" id="customer">
            {erased ? (
              <p className="text-muted">The customer's contact data was erased.</p>
            ) : (
              <div className="space-y-2">
                <p className="font-semibold">{order.name}</p>
                <p className="flex flex-wrap gap-2">
                  <a href={telHref(order.phone)} className="btn btn-secondary">
                    Call {order.phone}
                  </a>
                  <a
                    href={whatsAppHref(order.phone) ?? undefined}
                    className="btn btn-secondary"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp
                  </a>
                </p>
                <p>
                  <a href={`mailto:${order.email}`} className="text-crust underline">
                    {order.email}
                  </a>
                </p>
                <Form method="post" className="mt-4 space-y-2 border-t border-stone-100 pt-4">
                  <CsrfInput />
                  <input type="hidden" name="intent" value="erase" />
                  <FocusOnRefusal refusal={actionData?.to === "erase" ? actionData : undefined} />
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      id="erase-confirmed"
                      type="checkbox"
                      name="confirmed"
                      value="yes"
                      required
                      className="mt-0.5 size-5 accent-crust"
                      {...describedControl("erase-confirmed", { error: eraseError })}
                      {...(eraseError ? { autoFocus: true } : {})}
                    />
                    Erase this customer's name, phone, e-mail, address, notes, message and photos from all their orders,
                    for good
                  </label>
                  {eraseError ? <FieldError id="erase-confirmed">{eraseError}</FieldError> : null}
                  <button type="submit" className={dangerButton}>
                    Erase customer data
                  </button>
                </Form>
              </div>
            )}
          </Panel>
          <section aria-labelledby="changes" className="space-y-3">
            <h2 id="changes" className="text-xl font-semibold">
              Change the status
            </h2>
            {moves.length === 0 ? (
              <p className="text-muted">
                This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: nothing more to do.
              </p>
            ) : (
              moves.map((to) => (
                <MoveForm
                  key={`${to}-${order.version}`}
                  order={order}
                  to={to}
                  refusal={actionData}
                  confirming={confirm === to}
                />
              ))
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

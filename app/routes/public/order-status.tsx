// /orders/:token: a customer's private order page (the link is the only key: no account). The request as sent,
// where it stands and its history; while the order is quoted, the UPI deposit as a link and a QR code (drawn
// here on the server as SVG), or that none is needed when the quote asks none; until it is confirmed, a Cancel
// link to a confirmation step (`?cancel`) whose button cancels (a real form, so it works without JavaScript); and
// where to pick up and how to reach the bakery. Never cached, never indexed.
import QRCode from "qrcode";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BakeryContact } from "#app/components/public/BakeryContact";
import { FocusOnRefusal } from "#app/components/ui/Field";
import { FormStatus } from "#app/components/ui/StatusMessage";
import { SubmitButton } from "#app/components/ui/SubmitButton";
import { formatDateTime } from "#app/lib/dates";
import {
  asksDeposit,
  customerMayCancel,
  formatOrderDay,
  NO_DEPOSIT_NEEDED,
  ORDER_STATUS_LABELS,
  upiPayLink,
  type OrderStatus,
} from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { orderStatusWords } from "#app/lib/order-choices";
import { site } from "#app/lib/site-config";
import { ORDER_TEXT } from "#app/lib/validation/order-text";
import { toDomainError } from "#app/server/models/errors.server";
import {
  cancelOrderByCustomer,
  getBakeryContact,
  getOrderByToken,
  getOrderSettings,
  orderPhotoPath,
  pickOrderView,
} from "#app/server/models/orders.server";
import { readForm } from "#app/server/storage/uploads.server";
import { visitorEmailOrigin } from "#app/server/platform/public-url.server";
import type { Route } from "./+types/order-status";

export function meta({ data: loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: loaderData ? `Order ${loaderData.order.reference} | ${site.name}` : `Your order | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

// The address is the key to the order: other sites never see it as a referrer ("same-origin", not
// "no-referrer", which would make the browser send "Origin: null" with the cancel form and fail its check).
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" };
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const order = await getOrderByToken(params.token);
  if (!order) throw data({ message: ORDER_TEXT.notFound }, { status: 404 });
  const [settings, bakery] = await Promise.all([getOrderSettings(), getBakeryContact()]);
  let deposit: { link: string; qrSvg: string; amount: string; payee: string } | null = null;
  if (order.status === "quoted" && asksDeposit(order.depositPaise) && settings.upiId) {
    const payee = { upiId: settings.upiId, upiName: settings.upiName ?? site.name };
    const link = upiPayLink(payee, order.depositPaise, order.reference);
    const qrSvg = await QRCode.toString(link, { type: "svg", margin: 1, color: { dark: "#2b1b12", light: "#ffffff" } });
    deposit = { link, qrSvg, amount: formatMoney(order.depositPaise), payee: payee.upiId };
  }
  const url = new URL(request.url);
  return {
    placed: url.searchParams.has("placed"),
    again: url.searchParams.has("again"),
    cancelled: url.searchParams.has("cancelled"),
    // The cancel's confirmation step: a plain link to it, so it works without scripts.
    confirmCancel: url.searchParams.has("cancel") && customerMayCancel(order.status),
    deposit,
    bakery,
    order: {
      ...pickOrderView("customer", order),
      photos: order.photos.map((p) => orderPhotoPath(params.token, p.variants[0]?.url ?? p.url)),
      history: order.history.map((e) => ({ ...e, at: e.at.toISOString() })),
    },
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  try {
    await cancelOrderByCustomer(params.token, read.form.get("version"), {
      emailOrigin: await visitorEmailOrigin(request),
    });
  } catch (error) {
    const domain = toDomainError(error);
    if (!domain) throw error;
    return data({ message: domain.message }, { status: domain.status, headers: { "Cache-Control": "private, no-store" } });
  }
  throw redirect(`/orders/${params.token}?cancelled=1`);
}

const STEPS: OrderStatus[] = ["requested", "quoted", "confirmed", "in_production", "ready", "completed"];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 border-b border-crust/10 py-2.5 last:border-0">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-espresso">{children}</dd>
    </div>
  );
}

export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, deposit, placed, again, cancelled, confirmCancel, bakery } = loaderData;
  const navigation = useNavigation();
  const stepIndex = STEPS.indexOf(order.status);
  const ended = order.status === "declined" || order.status === "cancelled";
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-4xl space-y-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-crust">Your cake order</p>
          <h1 className="mt-2 text-4xl font-semibold text-espresso sm:text-5xl">{order.reference}</h1>
          <p className="mt-3 text-lg text-muted">
            {order.size} {order.flavour}
            {order.eggless ? " (eggless)" : ""} for {formatOrderDay(order.date)}
          </p>
        </div>

        {placed ? (
          <FormStatus
            success={`Thank you, ${order.name}! We have your request ${order.reference}. We have e-mailed you the link to this page: keep it to follow your order. We will reply with a price, usually within a day.`}
          />
        ) : null}
        {again ? (
          <FormStatus
            success={`You had already sent us this order a few minutes ago: here it is, ${order.reference}. We have not taken it twice.`}
          />
        ) : null}
        {cancelled ? <FormStatus success="Your order is cancelled." /> : null}
        {actionData ? (
          // The refusal of the cancel form, outside it: a refused cancel (the order moved on meanwhile) often
          // leaves no form to return to. Focused as the page loads (no JavaScript) or as it arrives.
          <div>
            <FocusOnRefusal refusal={actionData} />
            <FormStatus error={actionData.message} focusOnLoad />
          </div>
        ) : null}

        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-8">
          <h2 className="font-display text-2xl font-semibold text-espresso">
            Status: <span className={ended ? "text-danger" : "text-crust"}>{ORDER_STATUS_LABELS[order.status]}</span>
          </h2>
          {!ended ? (
            <ol aria-label="Order progress" className="mt-5 grid grid-cols-3 gap-2 text-center text-xs sm:grid-cols-6">
              {STEPS.map((step, i) => (
                <li
                  key={step}
                  aria-current={i === stepIndex ? "step" : undefined}
                  className={`rounded-full px-2 py-1.5 font-semibold ${i <= stepIndex ? "bg-crust text-white" : "bg-cream-deep text-muted"}`}
                >
                  {ORDER_STATUS_LABELS[step]}
                </li>
              ))}
            </ol>
          ) : null}
          {ended && order.reason ? (
            <p className="mt-4 text-lg text-espresso">
              <span className="font-semibold">Why: </span>
              <span className="whitespace-pre-line">{order.reason}</span>
            </p>
          ) : null}
          <p className="mt-5 text-lg text-espresso" data-testid="order-status-words">
            {orderStatusWords(order)}
          </p>
          {order.quoteNote ? <p className="mt-2 text-muted">{order.quoteNote}</p> : null}
          {order.status === "quoted" && !asksDeposit(order.depositPaise) ? (
            <p className="mt-2 text-espresso">{NO_DEPOSIT_NEEDED}</p>
          ) : order.status === "quoted" && !deposit ? (
            <p className="mt-2 text-espresso">We will tell you how to pay the deposit that confirms your order.</p>
          ) : null}
        </div>

        {deposit ? (
          <div className="grid gap-6 rounded-[var(--radius-card)] bg-butter-light/70 p-6 shadow-soft sm:grid-cols-[1fr_auto] sm:p-8">
            <div>
              <h2 className="font-display text-2xl font-semibold text-espresso">Pay the deposit by UPI</h2>
              <p className="mt-2 text-espresso">
                Pay <strong>{deposit.amount}</strong> to <strong>{deposit.payee}</strong> with any UPI app, with{" "}
                <strong>{order.reference}</strong> as the note. We confirm your order as soon as it arrives.
              </p>
              <a
                href={deposit.link}
                className="mt-5 inline-flex rounded-full bg-crust px-6 py-3 font-semibold text-white hover:bg-crust-dark"
              >
                Pay {deposit.amount} with a UPI app
              </a>
            </div>
            <figure className="mx-auto w-44">
              <div
                role="img"
                aria-label={`QR code to pay ${deposit.amount} by UPI`}
                className="rounded-2xl bg-white p-2"
                // Our own SVG, drawn on the server from the UPI link by the qrcode library.
                dangerouslySetInnerHTML={{ __html: deposit.qrSvg }}
              />
              <figcaption className="mt-2 text-center text-xs text-muted">Scan with any UPI app</figcaption>
            </figure>
          </div>
        ) : null}

        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
            <h2 className="font-display text-xl font-semibold text-espresso">Your request</h2>
            <dl className="mt-3">
              <Row label="Occasion">{order.occasion}</Row>
              <Row label="Date">{formatOrderDay(order.date)}</Row>
              <Row label="Cake">
                {order.size}, {order.flavour}
                {order.eggless ? ", eggless" : ""}
              </Row>
              {order.message ? <Row label="Message">&ldquo;{order.message}&rdquo;</Row> : null}
              <Row label={order.fulfilment === "pickup" ? "Pickup" : "Delivery"}>
                {order.fulfilment === "pickup"
                  ? `At the bakery${order.pickupTime ? `, ${order.pickupTime}` : ""}`
                  : `${order.address}, ${order.pincode}`}
              </Row>
              {order.notes ? <Row label="Notes">{order.notes}</Row> : null}
            </dl>
            {order.photos.length > 0 ? (
              <ul aria-label="Reference photos" className="mt-4 flex gap-3">
                {order.photos.map((src, i) => (
                  <li key={src}>
                    <img src={src} alt={`Your reference ${i + 1} of ${order.photos.length}`} className="size-24 rounded-xl object-cover" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-soft">
            <h2 className="font-display text-xl font-semibold text-espresso">History</h2>
            <ol className="mt-3 space-y-3">
              {order.history.map((e) => (
                <li key={`${e.at}-${e.to}`} className="border-l-2 border-butter pl-3">
                  <p className="font-semibold text-espresso">{ORDER_STATUS_LABELS[e.to]}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(e.at)}
                    {e.by === "customer" && e.from ? " (by you)" : ""}
                  </p>
                  {e.note ? <p className="text-sm text-espresso">{e.note}</p> : null}
                </li>
              ))}
            </ol>
          </div>
        </div>

        <BakeryContact
          details={bakery}
          headingId="order-bakery-heading"
          title={order.fulfilment === "pickup" ? "Where to pick up, and how to reach us" : "How to reach us"}
          headingLevel={2}
        />

        {customerMayCancel(order.status) && confirmCancel ? (
          <Form
            id="cancel"
            method="post"
            aria-labelledby="cancel-heading"
            className="rounded-[var(--radius-card)] border-2 border-danger/40 bg-white p-6"
          >
            <h2 id="cancel-heading" className="font-display text-xl font-semibold text-espresso">
              Cancel order {order.reference}?
            </h2>
            <p className="mt-1 text-espresso">
              Your {order.size} {order.flavour} cake for {formatOrderDay(order.date)} will not be made, and its
              day may go to someone else. This cannot be undone.
            </p>
            <input type="hidden" name="version" value={order.version} />
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <SubmitButton busy={navigation.state === "submitting"} busyLabel="Cancelling...">
                Yes, cancel my order
              </SubmitButton>
              <Link to="." replace preventScrollReset className="font-semibold text-crust underline underline-offset-4">
                No, keep my order
              </Link>
            </div>
          </Form>
        ) : customerMayCancel(order.status) ? (
          <div className="rounded-[var(--radius-card)] border border-crust/15 bg-white/70 p-6">
            <h2 className="font-display text-xl font-semibold text-espresso">Changed your plans?</h2>
            <p className="mt-1 text-muted">You can cancel until we confirm the order; we ask you to confirm first.</p>
            <Link
              to="?cancel#cancel"
              className="mt-4 inline-flex rounded-full border border-danger/40 bg-white px-6 py-3 font-semibold text-danger hover:bg-red-50"
            >
              Cancel my order
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}

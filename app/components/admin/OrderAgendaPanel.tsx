// The dashboard's orders panel: requests to price (oldest first), quotes awaiting a deposit, and today's and
// tomorrow's cakes, each order a link to its page and each list a link to the orders list that holds all of it.
import { Link } from "react-router";
import { formatDateTime, formatDay } from "#app/lib/dates";
import { type OrderStatus } from "#app/lib/orders";
import { formatMoney } from "#app/lib/money";
import { countOf } from "#app/lib/plural";
import { useAdminHref } from "./admin-data";
import { OrderStatusBadge } from "./OrderParts";

type Item = {
  id: string;
  reference: string;
  status: OrderStatus;
  dateNeeded: string;
  fulfilment: "pickup" | "delivery";
  pickupTime: string | null;
  sizeLabel: string;
  flavour: string;
  name: string;
  depositPaise: number | null;
  createdAt: string;
};
type List = { items: Item[]; total: number };

export type OrderAgendaData = {
  today: string;
  tomorrow: string;
  requests: List;
  awaitingDeposit: List;
  todayCakes: List;
  tomorrowCakes: List;
};

function AgendaList({
  id,
  title,
  list,
  empty,
  more,
  detail,
  showStatus = false,
}: {
  id: string;
  title: string;
  list: List;
  empty: string;
  more: string;
  detail: (item: Item) => string;
  showStatus?: boolean;
}) {
  const href = useAdminHref();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="flex items-baseline justify-between gap-2 font-semibold text-espresso">
        {title}
        <span className="rounded-full bg-cream-deep px-2 text-sm tabular-nums">{list.total}</span>
      </h3>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {list.items.map((item) => (
            <li key={item.id} className="py-2">
              <Link to={href("orders", item.id)} className="block rounded-lg hover:bg-cream">
                <span className="flex flex-wrap items-center gap-x-2">
                  <span className="font-semibold text-crust underline">{item.reference}</span>
                  <span className="text-espresso">{item.name}</span>
                  {showStatus ? <OrderStatusBadge status={item.status} /> : null}
                </span>
                <span className="block text-sm text-muted">{detail(item)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.total > list.items.length ? (
        <Link to={more} className="mt-1 inline-block text-sm font-semibold text-crust underline">
          All {countOf(list.total, "order")}
        </Link>
      ) : null}
    </section>
  );
}

const cake = (i: Item) => `${i.sizeLabel} ${i.flavour}`;
const when = (i: Item) => (i.fulfilment === "pickup" ? `Pickup ${i.pickupTime ?? ""}`.trim() : "Delivery");

function CakesOf({ id, title, day, list }: { id: string; title: string; day: string; list: List }) {
  const href = useAdminHref();
  return (
    <AgendaList
      id={id}
      title={title}
      list={list}
      empty="No cakes to make."
      more={`${href("orders")}?day=${day}`}
      detail={(i) => `${when(i)}, ${cake(i)}`}
      showStatus
    />
  );
}

export function OrderAgendaPanel({ agenda }: { agenda: OrderAgendaData }) {
  const href = useAdminHref();
  return (
    <section
      aria-labelledby="orders-agenda-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2
        id="orders-agenda-heading"
        className="mb-4 flex flex-wrap items-baseline gap-x-3 text-xl font-semibold text-espresso"
      >
        Cake orders to see to
        <Link to={href("orders")} className="text-sm font-semibold text-crust underline">
          All that needs action
        </Link>
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        <AgendaList
          id="agenda-requests"
          title="Requests to quote"
          list={agenda.requests}
          empty="No request waits for a price."
          more={`${href("orders")}?status=requested&show=open`}
          detail={(i) => `For ${formatDay(i.dateNeeded)} · asked ${formatDateTime(i.createdAt)}`}
        />
        <AgendaList
          id="agenda-deposits"
          title="Deposits awaited"
          list={agenda.awaitingDeposit}
          empty="No quote waits for its deposit."
          more={`${href("orders")}?status=quoted&show=open`}
          detail={(i) =>
            `For ${formatDay(i.dateNeeded)} · ${i.depositPaise ? `deposit ${formatMoney(i.depositPaise)}` : "no deposit asked"}`
          }
        />
        <CakesOf
          id="agenda-today"
          title={`Today, ${formatDay(agenda.today)}`}
          day={agenda.today}
          list={agenda.todayCakes}
        />
        <CakesOf
          id="agenda-tomorrow"
          title={`Tomorrow, ${formatDay(agenda.tomorrow)}`}
          day={agenda.tomorrow}
          list={agenda.tomorrowCakes}
        />
      </div>
    </section>
  );
}

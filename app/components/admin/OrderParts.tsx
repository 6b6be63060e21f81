// Small pieces the owner's order screens share: the status badge, the links between the order screens.
import { NavLink } from "react-router";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#app/lib/orders";
import { useAdminHref } from "./admin-data";

const STATUS_LOOK: Record<OrderStatus, string> = {
  requested: "bg-butter-light text-espresso",
  quoted: "bg-cream-deep text-espresso",
  confirmed: "bg-emerald-100 text-emerald-900",
  in_production: "bg-sky-100 text-sky-900",
  ready: "bg-violet-100 text-violet-900",
  completed: "bg-stone-200 text-stone-800",
  declined: "bg-red-100 text-red-900",
  cancelled: "bg-red-100 text-red-900",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ${isActive ? "bg-espresso text-cream" : "bg-white text-espresso hover:bg-cream-deep"}`;

/** The order screens' own small navigation: list, calendar, production list, settings. */
export function OrderTabs() {
  const href = useAdminHref();
  return (
    <nav aria-label="Orders" className="flex flex-wrap gap-2">
      <NavLink to={href("orders")} end className={tabClass}>
        All orders
      </NavLink>
      <NavLink to={href("orders", "calendar")} className={tabClass}>
        Calendar
      </NavLink>
      <NavLink to={href("orders", "production")} className={tabClass}>
        Production list
      </NavLink>
      <NavLink to={href("orders", "settings")} className={tabClass}>
        Order settings
      </NavLink>
    </nav>
  );
}

import ChevronDown from "lucide-react/icons/chevron-down";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { Form, NavLink } from "react-router";
import { Disclosure } from "#app/components/ui/Disclosure";
import { CsrfInput } from "./CsrfInput";
import { useAdminData, useAdminHref } from "./admin-data";
import { formatNumber } from "#app/lib/numbers";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition hover:bg-white/10 xl:px-2 ${isActive ? "bg-white/15 text-butter" : "text-cream"}`;

/** An item of the Offerings dropdown (the current page's item is highlighted). */
const menuItemClass =
  (extra = "") =>
  ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 text-sm hover:bg-cream-deep ${extra} ${isActive ? "bg-cream-deep font-semibold" : ""}`;

/** The plain links after the Offerings dropdown: [path under the prefix, label]. */
const PAGES = [
  ["view-banner", "View Banner"],
  ["view-videos", "View Videos"],
  ["send-message", "Send Message"],
  ["orders", "Orders"],
  ["inbox", "Inbox"],
  ["outbox", "Outbox"],
  ["subscribers", "Subscribers"],
  ["insights", "Insights"],
] as const;

const toggleClass =
  "group flex w-full items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-cream hover:bg-white/10 aria-expanded:bg-white/10 xl:px-2";

/** How many inbox messages (or new orders) wait to be read (the number for the eye, "unread" for screen readers). */
function UnreadBadge({
  count,
  testId = "unread-count",
  what = "unread",
}: {
  count: number;
  testId?: string;
  what?: string;
}) {
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-butter px-1.5 text-xs font-bold text-espresso tabular-nums"
      data-testid={testId}
    >
      {formatNumber(count)}
      <span className="sr-only"> {what}</span>
    </span>
  );
}

/**
 * The admin navigation: Dashboard, an Offerings dropdown, View Banner, View Videos,
 * Send Message, Orders, Inbox, Outbox, Subscribers, Insights and Logout (a POST). Dropdown and mobile menu are the public
 * header's Disclosure (components/ui): native <details> until JavaScript runs, then a button that closes on a
 * click outside, Escape and after each navigation. The links fit in one row from 1280 px (xl) up; below, the menu.
 */
export function AdminNav() {
  const { offerings, unread, unreadOrders } = useAdminData();
  const href = useAdminHref();

  const links = (
    <>
      <li>
        <NavLink to={href()} end className={linkClass}>
          Dashboard
        </NavLink>
      </li>
      <li>
        <Disclosure
          label={
            <>
              Offerings
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition group-open:rotate-180 group-aria-expanded:rotate-180"
              />
            </>
          }
          buttonClassName={toggleClass}
          panelClassName="z-50 mt-1 min-w-56 rounded-xl bg-white p-2 text-espresso shadow-soft xl:absolute xl:left-0"
        >
          <ul>
            {offerings.map((o) => (
              <li key={o.id}>
                <NavLink to={href("offerings", o.slug)} className={menuItemClass()}>
                  {o.name}
                </NavLink>
              </li>
            ))}
            <li className="mt-1 border-t border-stone-200 pt-1">
              <NavLink to={href("offerings")} end className={menuItemClass("font-medium")}>
                All offerings
              </NavLink>
            </li>
            <li>
              <NavLink to={href("offerings", "new", "add")} className={menuItemClass("font-medium text-crust")}>
                Add offering
              </NavLink>
            </li>
          </ul>
        </Disclosure>
      </li>
      {PAGES.map(([path, label]) => (
        <li key={path}>
          <NavLink to={href(path)} className={linkClass}>
            {label}
            {path === "inbox" && unread > 0 ? <UnreadBadge count={unread} /> : null}
            {path === "orders" && unreadOrders > 0 ? (
              <UnreadBadge count={unreadOrders} testId="unread-orders-count" what="new" />
            ) : null}
          </NavLink>
        </li>
      ))}
      <li>
        <Form method="post" action={href("logout")}>
          <CsrfInput />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-butter hover:bg-white/10 xl:px-2"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </Form>
      </li>
    </>
  );

  return (
    <nav aria-label="Admin" className="ml-auto">
      <ul className="hidden items-center gap-0.5 xl:flex">{links}</ul>
      <Disclosure
        className="xl:hidden"
        // Tighter on a phone: with both badges (messages and orders) the button must still fit beside the name at
        // 360 px.
        label={
          <>
            <Menu aria-hidden="true" className="size-5" />
            Menu
            {unread > 0 ? <UnreadBadge count={unread} /> : null}
            {unreadOrders > 0 ? (
              <UnreadBadge count={unreadOrders} testId="unread-orders-count" what="new orders" />
            ) : null}
          </>
        }
        openLabel={
          <>
            <X aria-hidden="true" className="size-5" />
            Menu
          </>
        }
        buttonClassName="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-cream hover:bg-white/10 sm:gap-2 sm:px-3"
        panelClassName="absolute right-0 top-full z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-white/10 bg-espresso p-3 shadow-xl"
      >
        <ul className="space-y-1">{links}</ul>
      </Disclosure>
    </nav>
  );
}

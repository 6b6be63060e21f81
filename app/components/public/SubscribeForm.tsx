import { Form } from "react-router";

/** Newsletter sign-up. Posts to /subscribe, which also renders a complete page without JavaScript. */
export function SubscribeForm({ variant }: { variant: "footer" | "coming-soon" }) {
  const dark = variant === "footer";
  return (
    <Form method="post" action="/subscribe" className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
      <input type="hidden" name="source" value={variant} />
      <label htmlFor={`subscribe-email-${variant}`} className="sr-only">
        Email address
      </label>
      <input
        id={`subscribe-email-${variant}`}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        className={`min-w-0 flex-1 rounded-full border px-4 py-3 ${dark ? "border-cream/30 bg-white/10 text-cream placeholder:text-cream/60" : "border-crust/20 bg-white"}`}
      />
      <button type="submit" className="rounded-full bg-butter px-6 py-3 font-semibold text-espresso hover:bg-butter-light">
        {variant === "footer" ? "Subscribe" : "Notify Me"}
      </button>
    </Form>
  );
}

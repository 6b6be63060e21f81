import { data } from "react-router";
import { NotFound } from "#app/components/public/NotFound";
import { site } from "#app/lib/site-config";
import type { Route } from "./+types/not-found";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// Any unknown path: the 404 page with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}

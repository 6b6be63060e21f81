import { OfferingGrid } from "#app/components/public/OfferingCard";
import { PageIntro } from "#app/components/public/PageIntro";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { listOfferingsWithSummary } from "#app/server/models/offerings.server";
import { offeringCover } from "#app/server/seed/offering-images.server";
import type { Route } from "./+types/offerings";

export async function loader({ request }: Route.LoaderArgs) {
  const offerings = await listOfferingsWithSummary();
  return {
    offerings: offerings.map((o) => ({ id: o.id, name: o.name, slug: o.slug, productCount: o.productCount, image: offeringCover(o) })),
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const names = loaderData?.offerings.map((o) => o.name.toLowerCase()) ?? [];
  return seoMeta({
    title: "Our Menu",
    description: names.length
      ? `The ${site.name} menu: ${names.join(", ")}, baked fresh every morning in ${site.city}.`
      : `The ${site.name} menu, baked fresh every morning in ${site.city}.`,
    origin: loaderData?.origin ?? "",
    path: "/offerings",
    image: loaderData?.offerings[0]?.image.url,
  });
}

export default function OfferingsPage({ loaderData }: Route.ComponentProps) {
  const { offerings } = loaderData;
  return (
    <>
      <PageIntro eyebrow="The menu" title="Our Offerings">
        <p>Everything we bake, in one place. Pick a shelf to see what came out of the oven this morning.</p>
      </PageIntro>

      <div className="container-page py-12 sm:py-14">
        {offerings.length === 0 ? (
          <p role="status" className="rounded-card bg-white p-8 text-center text-muted shadow-soft">
            Our menu is being written. Please check back soon.
          </p>
        ) : (
          <OfferingGrid offerings={offerings} eagerCount={3} />
        )}
      </div>
    </>
  );
}

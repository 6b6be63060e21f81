import "react-responsive-carousel/lib/styles/carousel.min.css";
import ArrowRight from "lucide-react/icons/arrow-right";
import CakeSlice from "lucide-react/icons/cake-slice";
import { Link } from "react-router";
import { CustomCakeCallout } from "#app/components/public/CustomCakeCallout";
import { HomeBanners } from "#app/components/public/BannerCarousel";
import { OfferingGrid } from "#app/components/public/OfferingCard";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { SectionHeading } from "#app/components/public/SectionHeading";
import { SliceStories } from "#app/components/public/SliceStories";
import { SubscribeForm } from "#app/components/public/SubscribeForm";
import { WaitingForChoice } from "#app/components/public/WaitingForChoice";
import { seoMeta } from "#app/lib/seo";
import { site } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { listBanners } from "#app/server/models/banners.server";
import { listOfferingsWithSummary } from "#app/server/models/offerings.server";
import { listLatestProducts } from "#app/server/models/products.server";
import { listVideos } from "#app/server/models/videos.server";
import { offeringCover } from "#app/server/seed/offering-images.server";
import type { Route } from "./+types/home";

export const FRESH_COUNT = 4;

export async function loader({ request }: Route.LoaderArgs) {
  const [banners, videos, offerings, fresh] = await Promise.all([
    listBanners(),
    listVideos(),
    listOfferingsWithSummary(),
    listLatestProducts(FRESH_COUNT),
  ]);
  const view = (b: (typeof banners)[number]) => ({ id: b.id, image: b.image, variants: b.variants, title: b.title });
  return {
    banners: {
      large: banners.filter((b) => b.device === "large").map(view),
      small: banners.filter((b) => b.device === "small").map(view),
    },
    videos: videos.map(({ id, title, description, videoUrl }) => ({ id, title, description, videoUrl })),
    // An offering the owner has just added, with nothing in it yet, would be a card leading to an empty page:
    // the home grid waits for its first product (the menu at /offerings and the navigation still list it).
    offerings: offerings.filter((o) => o.productCount > 0).map((o) => ({ id: o.id, name: o.name, slug: o.slug, productCount: o.productCount, image: offeringCover(o) })),
    fresh,
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: `${site.name} | ${site.tagline}`,
    description: site.description,
    origin: loaderData?.origin ?? "",
    path: "/",
    image: loaderData?.banners.large[0]?.image,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, videos, offerings, fresh } = loaderData;
  return (
    <>
      <HomeBanners large={banners.large} small={banners.small} />

      {/* Custom cakes right under the banner, where a phone shows it without scrolling. */}
      <div className="container-page pt-4">
        <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-butter-light/70 px-4 py-3 text-espresso">
          <span className="inline-flex items-center gap-2 font-semibold">
            <CakeSlice aria-hidden="true" className="size-5 shrink-0 text-crust" />
            A cake made for your day, baked to order
          </span>
          <Link
            to="/order-a-cake"
            className="inline-flex items-center gap-2 rounded-full bg-crust px-5 py-2 font-semibold text-white transition hover:bg-crust-dark"
          >
            Order a cake <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>

      <section className="container-page grid items-end gap-6 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-crust">Baked fresh every morning in {site.city}</p>
          <h1 className="mt-3 text-4xl font-semibold leading-tight text-espresso sm:text-5xl lg:text-6xl">
            {site.tagline}
          </h1>
        </div>
        <div>
          <p className="text-lg text-muted">
            Flaky pastries, slow-fermented loaves and cakes made with real butter and honest labels, delivered through
            the apps you already use.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/offerings" className="inline-flex items-center gap-2 rounded-full bg-crust px-6 py-3 font-semibold text-white shadow-soft transition hover:bg-crust-dark">
              Browse the menu <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/where-to-order" className="inline-flex items-center rounded-full border border-crust/25 bg-white px-6 py-3 font-semibold text-crust transition hover:bg-cream-deep">
              Where to order
            </Link>
          </div>
        </div>
      </section>

      {offerings.length > 0 && (
        <section aria-labelledby="offerings-heading" className="bg-cream-deep/60 py-14 sm:py-20">
          <div className="container-page">
            <SectionHeading
              id="offerings-heading"
              eyebrow="Our offerings"
              title="Something for every table"
              action={
                <Link to="/offerings" className="font-semibold text-crust underline-offset-4 hover:underline">
                  See the full menu
                </Link>
              }
            />
            <OfferingGrid offerings={offerings} headingLevel={3} className="mt-8" />
          </div>
        </section>
      )}

      {fresh.length > 0 && (
        <section aria-labelledby="fresh-heading" className="container-page py-14 sm:py-20">
          <SectionHeading id="fresh-heading" eyebrow="Just baked" title="Fresh from the oven" />
          <div className="mt-8">
            <ProductGrid products={fresh} headingLevel={3} label="Fresh from the oven" />
          </div>
        </section>
      )}

      <div className="container-page pb-14 sm:pb-20">
        <CustomCakeCallout id="custom-cake-heading" />
      </div>

      <SliceStories videos={videos} />

      <section aria-labelledby="coming-soon-heading" className="container-page pb-6 pt-4">
        <div className="relative overflow-hidden rounded-[2rem] bg-crust px-6 py-12 text-center text-cream shadow-soft sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -left-16 -top-16 size-48 rounded-full bg-butter/20" />
          <div aria-hidden="true" className="absolute -bottom-20 -right-10 size-64 rounded-full bg-berry/20" />
          <div className="relative mx-auto flex max-w-2xl flex-col items-center">
            <p className="rounded-full bg-butter px-3 py-1 text-xs font-bold uppercase tracking-wider text-espresso">Coming soon</p>
            <h2 id="coming-soon-heading" className="mt-4 text-3xl font-semibold text-white sm:text-4xl">
              {site.comingSoon.heading}
            </h2>
            <p className="mt-3 text-lg text-cream/90">{site.comingSoon.tagline}</p>
            <div className="mt-8 flex w-full justify-center">
              <SubscribeForm variant="coming-soon" onBrown choices={<WaitingForChoice />} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

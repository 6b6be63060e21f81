import ExternalLink from "lucide-react/icons/external-link";
import MapPin from "lucide-react/icons/map-pin";
import { DELIVERY_APP_KEYS, perDeliveryApp } from "#app/lib/delivery-apps";
import MessageCircle from "lucide-react/icons/message-circle";
import { useState } from "react";
import { data, Link } from "react-router";
import { Breadcrumbs } from "#app/components/public/Breadcrumbs";
import { CustomCakeCallout } from "#app/components/public/CustomCakeCallout";
import { AllergenPanel } from "#app/components/public/AllergenPanel";
import { DietBadges } from "#app/components/public/DietBadges";
import { NutritionPanel } from "#app/components/public/NutritionPanel";
import { ProductGrid } from "#app/components/public/ProductGrid";
import { ProductImage } from "#app/components/public/ProductImage";
import { ShareButtons } from "#app/components/public/ShareButtons";
import { pickVariant } from "#app/lib/images";
import { cakeChoiceFor, orderFormHref } from "#app/lib/order-choices";
import { formatMoney, rupeesText } from "#app/lib/money";
import { absoluteUrl, jsonLdText, productJsonLd, seoMeta, summarize } from "#app/lib/seo";
import { site, type DeliveryPlatformKey } from "#app/lib/site-config";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { getOrderCatalog } from "#app/server/models/orders/settings.server";
import { getProduct, listRelatedProducts } from "#app/server/models/products.server";
import type { Route } from "./+types/product";

/** The apps' logos drawn at this page's size (scripts/platform-logos.mjs): small WebP files, not the filtered SVGs. */
const PLATFORM_LOGOS: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>("../../generated/platforms/*.webp", { query: "?url", import: "default", eager: true })).map(
    ([file, url]) => [file.replace(/^.*\/(.+)\.webp$/, "$1"), url],
  ),
);

const PLATFORM_LABELS: Record<DeliveryPlatformKey, string> = perDeliveryApp((a) => a.label);
const PLATFORM_ORDER = DELIVERY_APP_KEYS;

export async function loader({ request, params }: Route.LoaderArgs) {
  const product = await getProduct(params.id);
  if (!product) throw data(null, { status: 404 });
  // A cake (by its offering or its name) can also be ordered made to measure: its flavour and size go with the link.
  const isCake = /cake/i.test(`${product.category?.name ?? ""} ${product.title}`);
  const [related, catalog] = await Promise.all([listRelatedProducts(product), isCake ? getOrderCatalog() : null]);
  const shopLinks = PLATFORM_ORDER.flatMap((key) => {
    const url = product.shoppingLinks[key];
    return url ? [{ key, label: PLATFORM_LABELS[key], url }] : [];
  });
  return {
    product: {
      id: product.id,
      title: product.title,
      price: product.price,
      description: product.description,
      category: product.category ? { name: product.category.name, slug: product.category.slug } : null,
      images: product.images.map(({ url, variants }) => ({ url, variants })),
      dietLabels: product.dietLabels,
      allergens: product.allergens,
      nutrition: product.nutrition,
    },
    shopLinks,
    related,
    orderHref: catalog ? orderFormHref(cakeChoiceFor(product, catalog)) : null,
    origin: publicOrigin(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }];
  const { product, origin } = loaderData;
  return [
    ...seoMeta({
      title: product.title,
      description: summarize(`${product.title}, ${formatMoney(product.price)}. ${product.description}`),
      origin,
      path: `/product/${product.id}`,
      // A large variant (not the original upload): what link previews (WhatsApp, X, Facebook) fetch.
      image: product.images[0] ? pickVariant(product.images[0].variants, 960, product.images[0].url) : undefined,
      imageAlt: product.title,
      type: "product",
    }),
    { property: "product:price:amount", content: rupeesText(product.price) },
    { property: "product:price:currency", content: "INR" },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, shopLinks, related, orderHref, origin } = loaderData;
  const [selected, setSelected] = useState(0);
  const images = product.images;
  const main = images[Math.min(selected, Math.max(images.length - 1, 0))] ?? null;
  const jsonLd = productJsonLd({
    origin,
    id: product.id,
    title: product.title,
    description: product.description,
    price: product.price,
    images: images.map((i) => i.url),
    category: product.category?.name,
    dietLabels: product.dietLabels,
    nutrition: product.nutrition,
    allergens: product.allergens,
    inDeliveryApps: shopLinks.length > 0,
  });
  const shareUrl = absoluteUrl(origin, `/product/${product.id}`);

  return (
    <div className="container-page py-8 sm:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <Breadcrumbs
        trail={[
          product.category
            ? { label: product.category.name, to: `/offerings/${product.category.slug}` }
            : { label: "Offerings", to: "/offerings" },
        ]}
      />

      <article className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div>
          <div className="overflow-hidden rounded-[1.75rem] bg-cream-deep shadow-soft">
            <ProductImage
              key={main?.url ?? "placeholder"}
              image={main}
              alt={product.title}
              width={960}
              eager
              sizes="(min-width: 1280px) 36rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
            />
          </div>
          {images.length > 1 && (
            <ul className="mt-4 grid grid-cols-4 gap-3" aria-label="More pictures">
              {images.map((image, index) => (
                <li key={image.url}>
                  <a
                    href={image.url}
                    onClick={(event) => {
                      event.preventDefault();
                      setSelected(index);
                    }}
                    aria-current={index === selected ? "true" : undefined}
                    className={`block overflow-hidden rounded-xl ring-2 transition ${index === selected ? "ring-crust" : "ring-transparent hover:ring-crust/30"}`}
                  >
                    <ProductImage image={image} alt={`${product.title}, picture ${index + 1}`} width={240} sizes="8rem" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="lg:pt-4">
          {product.category && (
            <p className="text-sm font-semibold uppercase tracking-wider text-crust">{product.category.name}</p>
          )}
          <h1 className="mt-2 text-4xl font-semibold leading-tight text-espresso sm:text-5xl">{product.title}</h1>
          <p className="mt-4 text-3xl font-semibold text-crust" data-testid="product-price">
            {formatMoney(product.price)}
          </p>
          <DietBadges labels={product.dietLabels} className="diets-lg mt-4" />
          <div className="mt-6 space-y-4 whitespace-pre-line text-lg leading-relaxed text-muted">{product.description}</div>
          <AllergenPanel allergens={product.allergens} />

          {shopLinks.length === 0 && (
            <div className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-crust/5" data-testid="no-shop-links">
              <h2 className="font-sans text-base font-semibold text-espresso">How to get it</h2>
              <p className="mt-2 text-muted">This one is not in the delivery apps yet.</p>
              <ul className="mt-3 flex flex-wrap gap-3">
                <li>
                  <Link
                    to="/where-to-order"
                    className="inline-flex items-center gap-2 rounded-full bg-crust px-4 py-2 font-semibold text-white transition hover:bg-crust-dark"
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    Where to Order
                  </Link>
                </li>
                <li>
                  <Link
                    to="/contact-support"
                    className="inline-flex items-center gap-2 rounded-full border border-crust/15 bg-cream px-4 py-2 font-semibold text-espresso transition hover:border-crust/40 hover:bg-cream-deep"
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    Ask us about it
                  </Link>
                </li>
              </ul>
            </div>
          )}

          {shopLinks.length > 0 && (
            <div className="mt-8 rounded-card bg-white p-5 shadow-soft ring-1 ring-crust/5">
              <h2 className="font-sans text-base font-semibold text-espresso">Shop from:</h2>
              <ul className="mt-3 flex flex-wrap gap-3">
                {shopLinks.map((link) => (
                  <li key={link.key}>
                    <a
                      href={`/go/${encodeURIComponent(product.id)}/${link.key}`}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-2 rounded-full border border-crust/15 bg-cream px-4 py-2 font-semibold text-espresso transition hover:border-crust/40 hover:bg-cream-deep"
                    >
                      <img src={PLATFORM_LOGOS[link.key]} alt="" width={84} height={28} loading="lazy" className="h-7 w-[84px] rounded-md" />
                      {link.label}
                      <ExternalLink aria-hidden="true" className="size-4 text-muted" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {product.nutrition ? <NutritionPanel nutrition={product.nutrition} /> : null}

          {orderHref ? <CustomCakeCallout id="custom-cake-heading" compact to={orderHref} className="mt-8" /> : null}

          <ShareButtons title={product.title} url={shareUrl} />
        </div>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="more-items-heading" className="mt-16 sm:mt-20">
          <h2 id="more-items-heading" className="text-3xl font-semibold text-espresso">
            More Items
          </h2>
          <div className="mt-6">
            <ProductGrid products={related} headingLevel={3} label="More Items" />
          </div>
        </section>
      )}
    </div>
  );
}

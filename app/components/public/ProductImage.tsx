import { avifSrcSet, PLACEHOLDER_IMAGE, pickVariant, srcSet, type ImageVariant } from "#app/lib/images";

export type ImageRef = { url: string; variants: ImageVariant[] };

type Props = {
  image: ImageRef | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Width of the fallback `src` (browsers without srcset support, and the variant picked for it). */
  width?: number;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  className?: string;
  /** Drawn as a square (products) or 4:3 (offering covers); the picture is cropped to fit. */
  ratio?: "square" | "landscape";
  /** No classes of its own: the surrounding component's stylesheet draws it (e.g. `.product-card img`). */
  bare?: boolean;
};

/**
 * A square product or offering picture with its resized variants as srcset: AVIF where the browser takes it, else
 * WebP. The <picture> around it is `display: contents`, so it lays out as the bare image did.
 */
export function ProductImage({ image, alt, sizes, width = 480, eager = false, className = "", ratio = "square", bare = false }: Props) {
  const src = image ? pickVariant(image.variants, width, image.url) : PLACEHOLDER_IMAGE;
  const avif = image ? avifSrcSet(image.variants) : undefined;
  const img = (
    <img
      src={src}
      srcSet={image ? srcSet(image.variants) : undefined}
      sizes={image && image.variants.length > 0 ? sizes : undefined}
      alt={alt}
      width={width}
      height={ratio === "square" ? width : Math.round((width * 3) / 4)}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={bare ? undefined : `${ratio === "square" ? "aspect-square" : "aspect-[4/3]"} h-auto w-full object-cover ${className}`}
    />
  );
  if (!avif) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A small square thumbnail (the admin list, the search dropdown): the smallest variant, drawn `size` px wide. */
export function Thumbnail({ image, size, className }: { image: ImageRef | null | undefined; size: number; className: string }) {
  return (
    <img
      src={image ? pickVariant(image.variants, 96, image.url) : PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-lg bg-cream-deep object-cover ${className}`}
    />
  );
}

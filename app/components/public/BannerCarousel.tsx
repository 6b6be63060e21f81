import { Carousel } from "react-responsive-carousel";
import { BANNER_SHAPES, type BannerDevice } from "#app/lib/banner-shapes";
import { pickVariant, srcSet, type ImageVariant } from "#app/lib/images";

export type BannerView = { id: string; image: string; variants: ImageVariant[]; title: string };

export const CAROUSEL_SETTINGS = {
  autoPlay: true,
  interval: 3000,
  transitionTime: 500,
  infiniteLoop: true,
  showIndicators: true,
  showArrows: false,
  showThumbs: false,
  showStatus: false,
  stopOnHover: true,
  swipeable: true,
  emulateTouch: true,
} as const;

type Device = BannerDevice;

const SIZES: Record<Device, string> = { large: "100vw", small: "100vw" };
const FALLBACK_WIDTH: Record<Device, number> = { large: 1600, small: 960 };
const BOX = BANNER_SHAPES;

/** Where each device's banners are hidden (HomeBanners: `sm:hidden`, `hidden sm:block`; sm is 40rem). */
const HIDDEN_MEDIA: Record<Device, string> = { large: "(max-width: 39.99rem)", small: "(min-width: 40rem)" };
/** A 1x1 transparent GIF: what the first banner of the hidden device loads instead of its photo. */
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function BannerImage({ banner, device, first }: { banner: BannerView; device: Device; first: boolean }) {
  const box = BOX[device];
  const image = (
    <img
      src={pickVariant(banner.variants, FALLBACK_WIDTH[device], banner.image)}
      srcSet={srcSet(banner.variants)}
      sizes={banner.variants.length > 0 ? SIZES[device] : undefined}
      alt={banner.title || "Fresh bakes from Slice Bakery"}
      width={box.width}
      height={box.height}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      className={`block h-auto w-full object-cover ${box.aspect}`}
    />
  );
  if (!first) return image; // lazy: an image in a hidden box is never fetched
  // The first banner is eager and high priority, so a phone would fetch the large banner it never shows (and a
  // desktop the small one), competing with the one it shows. Inside <picture>, where its box is hidden it loads
  // the blank image; and React does not preload an image in a <picture> from the head without its media query.
  return (
    <picture className="block">
      <source media={HIDDEN_MEDIA[device]} srcSet={BLANK} />
      {image}
    </picture>
  );
}

/**
 * The banners of one device: a single banner is a plain image; several are a looping, auto-playing carousel
 * with dots and no arrows. The carousel renders on the server too, so the first banner shows before scripts.
 */
export function BannerCarousel({ banners, device }: { banners: BannerView[]; device: Device }) {
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <div data-banner="single" className="overflow-hidden">
        <BannerImage banner={banners[0]!} device={device} first />
      </div>
    );
  }
  return (
    <div data-banner="carousel">
      <Carousel
        {...CAROUSEL_SETTINGS}
        renderArrowPrev={() => null}
        renderArrowNext={() => null}
        renderIndicator={(onClick, isSelected, index, label) => (
          <li className="inline-block">
            <button
              type="button"
              onClick={onClick}
              aria-label={`${label} ${index + 1}`}
              aria-current={isSelected ? "true" : undefined}
              // The focus ring lies on the photo, which can be any colour: a butter outline with an espresso ring
              // inside it (9:1 apart), so one of the two stands out wherever the dot sits.
              className={`banner-dot mx-1 size-3 rounded-full border border-white/80 shadow transition focus-visible:outline-butter focus-visible:ring-2 focus-visible:ring-espresso ${isSelected ? "bg-butter" : "bg-white/70 hover:bg-white"}`}
            />
          </li>
        )}
      >
        {banners.map((banner, index) => (
          <BannerImage key={banner.id} banner={banner} device={device} first={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

/** Large banners from the sm breakpoint up, small ones below; each box keeps its aspect ratio (no layout shift). */
export function HomeBanners({ large, small }: { large: BannerView[]; small: BannerView[] }) {
  const wide = large.length > 0 ? large : small;
  const narrow = small.length > 0 ? small : large;
  if (wide.length === 0) return null;
  return (
    <section aria-label="Featured bakes" className="bg-cream-deep">
      <div className="hidden aspect-[8/3] overflow-hidden sm:block">
        <BannerCarousel banners={wide} device="large" />
      </div>
      <div className="aspect-[4/5] overflow-hidden sm:hidden">
        <BannerCarousel banners={narrow} device="small" />
      </div>
    </section>
  );
}

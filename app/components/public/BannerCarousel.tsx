import { useState, type FocusEvent } from "react";
import { Carousel } from "react-responsive-carousel";
import { BANNER_SHAPES, type BannerDevice } from "#app/lib/banner-shapes";
import { avifSrcSet, pickVariant, srcSet, type ImageVariant } from "#app/lib/images";
import { useHydrated } from "#app/lib/use-hydrated";
import { useMediaQuery } from "#app/lib/use-media-query";

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

// The carousel's own stopOnHover stops listening for the pointer while autoplay is off, so after a pause and a
// play it could hold forever for a pointer that left meanwhile. The wrapper keeps the hover's hold instead, next
// to the keyboard focus's and the toggle's, and the carousel gets `false` (its default is true).
const { stopOnHover: STOP_ON_HOVER, ...CAROUSEL_PROPS } = CAROUSEL_SETTINGS;

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
  const avif = avifSrcSet(banner.variants);
  const avifSource = avif ? <source type="image/avif" srcSet={avif} sizes={SIZES[device]} /> : null;
  // A later banner is lazy: an image in a hidden box is never fetched. Only its AVIF copy needs a <picture>.
  if (!first) return avifSource ? <picture className="block">{avifSource}{image}</picture> : image;
  // The first banner is eager and high priority, so a phone would fetch the large banner it never shows (and a
  // desktop the small one), competing with the one it shows. Inside <picture>, where its box is hidden it loads
  // the blank image (the first source that matches wins, so the blank comes before the AVIF copy); and React does
  // not preload an image in a <picture> from the head without its media query.
  return (
    <picture className="block">
      <source media={HIDDEN_MEDIA[device]} srcSet={BLANK} />
      {avifSource}
      {image}
    </picture>
  );
}

/** The toggle's two faces: what pressing it does, in words and as the usual media-player symbol. */
function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="currentColor">
      {playing ? (
        <path d="M4 2.5h2.75v11H4zM9.25 2.5H12v11H9.25z" />
      ) : (
        <path d="M4.5 2.2v11.6a.6.6 0 0 0 .9.5l8.4-5.8a.6.6 0 0 0 0-1L5.4 1.7a.6.6 0 0 0-.9.5z" />
      )}
    </svg>
  );
}

/**
 * The banners of one device: a single banner is a plain image; several are a looping, auto-playing carousel
 * with dots and no arrows. The carousel renders on the server too, so the first banner shows before scripts.
 *
 * Moving content that starts by itself must be stoppable, and not everyone has a mouse to hover with: once
 * scripts run, a toggle pauses and resumes the loop (its name says what pressing it does), the loop holds while
 * a keyboard user is inside the carousel as it does under the pointer, and someone whose system asks for reduced
 * motion gets a still carousel whose slides change without sliding. Without scripts nothing moves, so there is
 * no toggle to offer.
 */
export function BannerCarousel({ banners, device }: { banners: BannerView[]; device: Device }) {
  const hydrated = useHydrated();
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // null until the person presses the toggle: until then the system's motion preference decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  // Keyboard focus or the pointer inside holds the loop, so a slide does not move away from under someone
  // reaching for it...
  const [focusHeld, setFocusHeld] = useState(false);
  const [hovered, setHovered] = useState(false);
  // ...unless they pressed play while in there: that asks for movement now, until they leave.
  const [playedInside, setPlayedInside] = useState(false);

  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <div data-banner="single" className="overflow-hidden">
        <BannerImage banner={banners[0]!} device={device} first />
      </div>
    );
  }

  const stopped = paused ?? reduceMotion;
  const held = (focusHeld || (STOP_ON_HOVER && hovered)) && !playedInside;
  // On the server and in the hydration render the motion preference reads false: the settings as they are.
  const autoPlay = CAROUSEL_SETTINGS.autoPlay && !stopped && !held;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // A mouse click focuses a dot or the toggle too; the hover holds the loop then, and lets go when it leaves.
    if (event.target.matches(":focus-visible")) setFocusHeld(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocusHeld(false);
    setPlayedInside(false);
  };
  const toggle = () => {
    setPaused(!stopped);
    setPlayedInside(stopped);
  };

  return (
    <div
      data-banner="carousel"
      className="relative"
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setPlayedInside(false);
      }}
    >
      {hydrated && (
        <button
          type="button"
          onClick={toggle}
          // The bottom right corner: clear of the centred dots and of the middle of the photo, where its subject is.
          // The same butter outline and espresso ring as the dots, for a ring that shows on any photo.
          className="absolute right-2 bottom-2 z-10 inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-white/80 bg-espresso/75 text-butter shadow transition hover:bg-espresso focus-visible:outline-butter focus-visible:ring-2 focus-visible:ring-espresso"
        >
          <PlayPauseIcon playing={!stopped} />
          <span className="sr-only">{stopped ? "Play banners" : "Pause banners"}</span>
        </button>
      )}
      <Carousel
        {...CAROUSEL_PROPS}
        autoPlay={autoPlay}
        stopOnHover={false}
        transitionTime={reduceMotion ? 0 : CAROUSEL_SETTINGS.transitionTime}
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

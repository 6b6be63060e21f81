// The two banner shapes of the home page carousel: what it draws (public) and what the owner is told to
// upload and is shown as a preview (admin), from one table so that the advice matches the page.

export type BannerDevice = "large" | "small";

export const BANNER_SHAPES: Record<
  BannerDevice,
  { width: number; height: number; ratio: string; aspect: string; where: string }
> = {
  large: { width: 1920, height: 720, ratio: "8:3", aspect: "aspect-[8/3]", where: "screens 640 px wide and wider" },
  small: { width: 800, height: 1000, ratio: "4:5", aspect: "aspect-[4/5]", where: "phones" },
};

/** The size advice under a banner file field. */
export function bannerSizeHint(device: BannerDevice): string {
  const s = BANNER_SHAPES[device];
  return `Best at ${s.width} × ${s.height} px (${s.ratio}), shown on ${s.where}; other shapes are cropped to ${s.ratio}.`;
}

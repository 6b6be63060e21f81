// The home page with several banners per device and more than four videos: the carousel (dots, no arrows,
// autoplay every 3 s, a dot click, the right carousel per breakpoint) and Slice Stories' Show More / Show Less,
// with and without JavaScript. The banners and videos are created through the /api on a private server
// (support/private-server.ts), so the shared e2e server keeps its one seeded banner per device.
import { expect, test, type Locator, type Page } from "./fixtures";
import { png } from "../helpers/uploads";
import { expectFocusRing } from "./support/focus";
import { PrivateServer } from "./support/private-server";

const TOKEN = "home-media-e2e-api-token-0123456789";
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };
const EXTRA_BANNER_ROUNDS = 2; // plus the seeded one: three banners per device
const VIDEOS = 5;

const server = new PrivateServer({
  portOffset: 2,
  seedDemo: true,
  env: { ADMIN_API_TOKEN: TOKEN, OUTBOX_DISABLED: "1" },
});
const auth = { Authorization: `Bearer ${TOKEN}` };

/** A tiny MP4 header (ftyp box) padded with zeros: passes the server's byte check; enough for these tests. */
function mp4(): Blob {
  const buffer = Buffer.alloc(64 * 1024);
  buffer.writeUInt32BE(32, 0);
  buffer.write("ftypisom", 4, "latin1");
  return new Blob([new Uint8Array(buffer)], { type: "video/mp4" });
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
  const colours = ["#c0395b", "#2f6f4f", "#d99a2b", "#6b3fa0"];
  for (let round = 0; round < EXTRA_BANNER_ROUNDS; round++) {
    const form = new FormData();
    form.append("largeBanner", await png(colours[round]!, 1600, 600), `large-${round}.png`);
    form.append("smallBanner", await png(colours[round + 1]!, 800, 1000), `small-${round}.png`);
    const response = await fetch(`${server.url}/api/banner`, { method: "POST", headers: auth, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  for (let n = 1; n <= VIDEOS; n++) {
    const form = new FormData();
    form.append("title", `Story ${n}`);
    form.append("description", `Behind the counter, part ${n}.`);
    form.append("videoFile", mp4(), `story-${n}.mp4`);
    const response = await fetch(`${server.url}/api/video`, { method: "POST", headers: auth, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
  }
});

test.afterAll(async () => {
  await server.dispose();
});

/** The carousel shown at the current viewport: large from the sm breakpoint up, small below. */
function visibleCarousel(page: Page): Locator {
  return page.getByRole("region", { name: "Featured bakes" }).locator('[data-banner="carousel"]:visible');
}

const dots = (carousel: Locator) => carousel.locator(".control-dots button");
const current = (carousel: Locator) => carousel.locator('.control-dots button[aria-current="true"]');

test.describe("banner carousel", () => {
  test("several banners: dots and no arrows, autoplay every 3 s in a loop, a dot selects its slide", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(server.url);
    const carousel = visibleCarousel(page);
    await expect(carousel).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Featured bakes" }).locator('[data-banner="single"]')).toHaveCount(0);
    await expect(dots(carousel)).toHaveCount(3);
    await expect(carousel.locator(".control-arrow")).toHaveCount(0);
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 1");

    // Autoplay: the next slide after about 3 s, and back to the first after the last (infinite loop).
    await page.mouse.move(0, 0); // stopOnHover: keep the pointer off the carousel
    const started = Date.now();
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 2", { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThan(1_500);
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 3", { timeout: 6_000 });
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 1", { timeout: 6_000 });

    // A dot moves to its slide; the selected slide's image is the one in view.
    await dots(carousel).nth(2).click();
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 3");
    await expect(dots(carousel)).toHaveCount(3);

    // A dot's focus ring, on the banner's photo: two colours far enough apart for one to show on any picture.
    await expectFocusRing(dots(carousel).nth(0));
  });

  test("below the sm breakpoint the small banners have their own carousel @nojs", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(server.url);
    const carousel = visibleCarousel(page);
    await expect(carousel).toHaveCount(1);
    await expect(dots(carousel)).toHaveCount(3);
    const box = (await carousel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(MOBILE.width);
    // The first banner is in the server's HTML, in a box of the small banner's 4:5 shape (no layout shift).
    const first = carousel.locator("li.slide.selected img").first();
    await expect(first).toBeVisible();
    const imageBox = (await first.boundingBox())!;
    expect(Math.round((imageBox.width / imageBox.height) * 10) / 10).toBe(0.8);
  });
});

test("each screen fetches only its own first banner: the other device's waits behind a blank <source>", async ({
  browser,
}) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(server.url);
    await page.waitForLoadState("load");
    const carousels = page.getByRole("region", { name: "Featured bakes" }).locator("[data-banner]");
    await expect(carousels).toHaveCount(2); // DOM order: the large banners, then the small ones
    const [large, small] = await carousels.evaluateAll((boxes) =>
      boxes.map((box) => {
        const image = box.querySelector<HTMLImageElement>("picture img")!; // the first banner (the loop adds copies after it)
        return {
          current: image.currentSrc,
          sources: image.srcset.split(",").map((part) => part.trim().split(" ")[0]!),
        };
      }),
    );
    const [shown, hidden] = viewport === MOBILE ? [small!, large!] : [large!, small!];
    expect(shown.current).toMatch(/\/uploads\/banners\//);
    expect(fetched).toContain(new URL(shown.current).pathname);
    expect(hidden.current).toMatch(/^data:image\/gif/);
    for (const source of hidden.sources)
      expect(fetched, `${viewport.width} px must not fetch ${source}`).not.toContain(source);
    await context.close();
  }
});

test.describe("Slice Stories", () => {
  const section = (page: Page) => page.getByRole("region", { name: "Slice Stories" });
  const shown = (page: Page) => section(page).getByTestId("slice-stories").locator("video:visible");

  test("the first four videos, then 'Show More' shows the fifth and 'Show Less' hides it again", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(server.url);
    await expect(section(page).getByRole("heading", { level: 2, name: "Slice Stories" })).toBeVisible();
    await expect(shown(page)).toHaveCount(4);
    for (const video of await shown(page).all()) await expect(video).toHaveAttribute("preload", "metadata");
    // Newest first: the oldest upload is the fifth.
    await expect(section(page).getByRole("heading", { name: "Story 5" })).toBeVisible();
    await expect(section(page).getByRole("heading", { name: "Story 1" })).toBeHidden();

    const toggle = section(page).getByRole("button", { name: "Show More" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(shown(page)).toHaveCount(5);
    await expect(section(page).getByRole("heading", { name: "Story 1" })).toBeVisible();
    await expect(section(page).getByText("Behind the counter, part 1.")).toBeVisible();

    const less = section(page).getByRole("button", { name: "Show Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(shown(page)).toHaveCount(4);
    await expect(section(page).getByRole("heading", { name: "Story 1" })).toBeHidden();
    await expect(section(page).getByRole("button", { name: "Show More" })).toBeVisible();
  });

  test("without JavaScript 'Show More' and 'Show Less' still work @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the no-JavaScript variant; the test above covers the scripted one");
    await page.goto(server.url);
    await expect(shown(page)).toHaveCount(4);
    await section(page).getByText("Show More", { exact: true }).click();
    await expect(shown(page)).toHaveCount(5);
    await expect(section(page).getByRole("heading", { name: "Story 1" })).toBeVisible();
    await expect(section(page).getByText("Show More", { exact: true })).toBeHidden();
    await section(page).getByText("Show Less", { exact: true }).click();
    await expect(shown(page)).toHaveCount(4);
  });
});

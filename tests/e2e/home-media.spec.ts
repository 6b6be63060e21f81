// The home page with several banners per device and more than four videos: the carousel (dots, no arrows,
// autoplay every 3 s, a dot click, the right carousel per breakpoint; its pause/play toggle, the hold while the
// keyboard is inside it, reduced motion) and Slice Stories' Show More / Show Less, with and without JavaScript. The banners and videos are created through the /api on a private server
// (support/private-server.ts), so the shared e2e server keeps its one seeded banner per device.
import { expect, hydrated, shot, test, testWithAndWithoutJs, type Locator, type Page } from "./fixtures";
import { png } from "../helpers/uploads";
import { expectNoAxeViolations } from "./support/axe";
import { pauseClockSoon } from "./support/clock";
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
const toggle = (carousel: Locator) => carousel.getByRole("button", { name: /^(Pause|Play) banners$/ });

/** The slide the carousel shows, as its dot's label ("slide item 2"). */
const shownSlide = (carousel: Locator) => current(carousel).getAttribute("aria-label");

/** What follows `label` in a loop of three. */
const nextSlide = (label: string | null) => `slide item ${(Number(label!.split(" ").at(-1)) % 3) + 1}`;

/**
 * Runs the page's timers through three autoplay intervals, more than 5 s, and checks after each that the carousel
 * is still on `label` (one long run could go round the loop of three and land on the same slide).
 */
async function expectStill(page: Page, carousel: Locator, label: string | null) {
  for (let interval = 0; interval < 3; interval++) {
    await page.clock.runFor(3_100);
    // React renders a timer's update in a task of its own (a MessageChannel message, which the fake clock leaves
    // alone): one more message, queued after it, makes sure a slide change would be in the page by now.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        }),
    );
    await expect(current(carousel)).toHaveAttribute("aria-label", label!);
  }
}

/** Runs the page's timers for a little more than one autoplay interval and checks the carousel moved on by one. */
async function expectNext(page: Page, carousel: Locator, label: string | null) {
  await page.clock.runFor(3_100);
  await expect(current(carousel)).toHaveAttribute("aria-label", nextSlide(label));
}

test.describe("banner carousel", () => {
  test("several banners: dots and no arrows, autoplay every 3 s in a loop, a dot selects its slide", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(server.url);
    const carousel = visibleCarousel(page);
    await expect(carousel).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Featured bakes" }).locator('[data-banner="single"]')).toHaveCount(0);
    await expect(dots(carousel)).toHaveCount(3);
    await expect(carousel.locator(".control-arrow")).toHaveCount(0);
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 1");

    // Autoplay, on the page's clock: one slide on for each 3 s run through (two in a run would show a shorter
    // interval), round the loop of three back to where it started (infinite loop).
    await page.mouse.move(0, 0); // stopOnHover: keep the pointer off the carousel
    await pauseClockSoon(page);
    let shown = await shownSlide(carousel);
    for (let step = 0; step < 3; step++) {
      await expectNext(page, carousel, shown);
      shown = nextSlide(shown);
    }

    // A dot moves to its slide; the selected slide's image is the one in view.
    await dots(carousel).nth(2).click();
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 3");
    await expect(dots(carousel)).toHaveCount(3);
    await page.clock.resume(); // the page's time runs again for the focus ring's check

    // A dot's focus ring, on the banner's photo: two colours far enough apart for one to show on any picture.
    await expectFocusRing(dots(carousel).nth(0));
  });

  test("the toggle pauses and plays the loop, and keyboard focus inside holds it until it leaves", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.clock.install();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(server.url);
      await page.mouse.move(0, 0); // the pointer's hover holds the loop too: keep it off the carousel
      const carousel = visibleCarousel(page);
      const button = toggle(carousel);
      await expect(button).toHaveAccessibleName("Pause banners");
      // A target of at least 24 px, clear of the dots.
      const area = (await button.boundingBox())!;
      expect(Math.min(area.width, area.height)).toBeGreaterThanOrEqual(24);
      for (const dot of await dots(carousel).all()) {
        const box = (await dot.boundingBox())!;
        expect(box.x + box.width < area.x || area.x + area.width < box.x || box.y + box.height < area.y).toBe(true);
      }
      await pauseClockSoon(page);
      let shown = await shownSlide(carousel);
      await expectNext(page, carousel, shown);

      // Paused: several intervals go by on the same slide; the pointer has left, so only the toggle holds it.
      await button.click();
      await page.mouse.move(0, 0);
      await expect(button).toHaveAccessibleName("Play banners");
      shown = await shownSlide(carousel);
      await expectStill(page, carousel, shown);

      // Play: the loop moves on at once, even with the pointer still on the toggle that was pressed.
      await button.click();
      await expect(button).toHaveAccessibleName("Pause banners");
      await expectNext(page, carousel, shown);
      await page.mouse.move(0, 0);

      // Keyboard focus on a dot holds the loop (Tab from the toggle, as a keyboard user moves); leaving lets go.
      await button.focus();
      await page.keyboard.press("Tab");
      await expect(dots(carousel).first()).toBeFocused();
      shown = await shownSlide(carousel);
      await expectStill(page, carousel, shown);
      await page.keyboard.press("Shift+Tab");
      await expect(button).toBeFocused();
      await expectStill(page, carousel, shown);
      await page.keyboard.press("Shift+Tab");
      await expect(carousel.locator(":focus")).toHaveCount(0);
      await expect(button).toHaveAccessibleName("Pause banners");
      await expectNext(page, carousel, shown);

      await page.clock.resume(); // axe waits on timers of its own
      await expectFocusRing(button);
      await expectNoAxeViolations(page, `banner carousel with its toggle at ${viewport.width} px`, {
        include: 'section[aria-label="Featured bakes"]',
      });
      // For people to look at (SHOTS_DIR): the paused carousel, its toggle focused, once the slide has settled.
      await button.click();
      await expect(button).toHaveAccessibleName("Play banners");
      await button.press("Shift");
      await carousel.evaluate((box) => Promise.all(box.getAnimations({ subtree: true }).map((a) => a.finished)));
      await shot(page, `home-carousel-paused-${viewport.width}`, { fullPage: false });
    }
    expect(errors).toEqual([]); // the toggle, added after hydration, raised no mismatch
  });

  test("with reduced motion the carousel starts still, the toggle offers play, and slides change without sliding", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: DESKTOP });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(server.url);
    await hydrated(page);
    const carousel = visibleCarousel(page);
    const button = toggle(carousel);
    await expect(button).toHaveAccessibleName("Play banners");
    await pauseClockSoon(page);
    await expectStill(page, carousel, "slide item 1");

    // A dot still selects its slide, which takes its place at once.
    await dots(carousel).nth(1).click();
    await expect(current(carousel)).toHaveAttribute("aria-label", "slide item 2");
    await expect(carousel.locator(".slider.animated")).toHaveCSS("transition-duration", "0s");

    // Asked for, the loop plays.
    await button.click();
    await page.mouse.move(0, 0);
    await expect(button).toHaveAccessibleName("Pause banners");
    await expectNext(page, carousel, "slide item 2");
    await context.close();
  });

  test("the server's HTML has no toggle: without scripts nothing moves, so there is nothing to pause", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('data-banner="carousel"');
    expect(html.match(/(Pause|Play) banners/)?.[0]).toBeUndefined(); // (the match, not the whole page, on failure)
  });

  testWithAndWithoutJs(
    "below the sm breakpoint the small banners have their own carousel @nojs",
    async ({ page, javaScriptEnabled }) => {
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
      // The pause/play toggle comes with the scripts that move the carousel, and only with them.
      await expect(toggle(carousel)).toHaveCount(javaScriptEnabled ? 1 : 0);
    },
  );
});

test("each screen fetches only its own first banner, as AVIF: the other device's waits behind a blank <source>", async ({
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
        // The first banner: the one with the blank source (every banner with AVIF copies is in a <picture>).
        const picture = box.querySelector("picture:has(source[media])")!;
        const image = picture.querySelector("img")!;
        const avif = picture.querySelector<HTMLSourceElement>('source[type="image/avif"]')!;
        return {
          current: image.currentSrc,
          sources: [image.srcset, avif.srcset].flatMap((set) =>
            set.split(",").map((part) => part.trim().split(" ")[0]!),
          ),
        };
      }),
    );
    const [shown, hidden] = viewport === MOBILE ? [small!, large!] : [large!, small!];
    expect(shown.current).toMatch(/\/uploads\/banners\/[a-f0-9]+-\d+\.avif$/);
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

  testWithAndWithoutJs(
    "without JavaScript 'Show More' and 'Show Less' still work @nojs",
    async ({ page, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled, "the no-JavaScript variant; the test above covers the scripted one");
      await page.goto(server.url);
      await expect(shown(page)).toHaveCount(4);
      await section(page).getByText("Show More", { exact: true }).click();
      await expect(shown(page)).toHaveCount(5);
      await expect(section(page).getByRole("heading", { name: "Story 1" })).toBeVisible();
      await expect(section(page).getByText("Show More", { exact: true })).toBeHidden();
      await section(page).getByText("Show Less", { exact: true }).click();
      await expect(shown(page)).toHaveCount(4);
    },
  );
});

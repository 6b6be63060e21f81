import type { Page } from "@playwright/test";

/**
 * Stops the page's clock (installed before the page loaded) a moment after the page's own now: from then on only
 * `runFor` moves its time. The clock runs until the pause, and Playwright refuses a pause in the past; on a loaded
 * machine more than the moment can pass between reading the page's time and pausing it, so it reads the time again
 * and asks for a longer moment, up to 400 ms.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (const moment of [100, 200, 400]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + moment);
      return;
    } catch (error) {
      if (moment === 400 || !/to the past/.test(String(error))) throw error;
    }
  }
}

// The admin lists in the browser, against the production build: search and filters in the URL,
// pages, bulk read, delete, unsubscribe and erase, retry. Tests tagged @nojs also run with JavaScript off
// (the GET form's Search button and the on-page confirmations); the others check what JavaScript adds (the
// list follows typing, window.confirm). Each test names its own rows with a unique word.
import { expect, logIn as signIn, test, type APIRequestContext, type Locator, type Page } from "./fixtures";
import { expectIcon } from "./support/form-checks";

const PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";
const nojs = (name: string) => name === "chromium-nojs";

/** Sends contact messages through the public API, as visitors would; returns the unique word in their names. */
async function sendMessages(request: APIRequestContext, baseURL: string, count: number): Promise<string> {
  const word = `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (let i = 1; i <= count; i++) {
    const answer = await request.post("/api/contact", {
      headers: { origin: baseURL },
      data: {
        fullName: `${word} Sender ${i}`,
        email: `${word.toLowerCase()}.${i}@example.com`,
        subject: "Product Feedback",
        message: `Order ${i} of ${word}`,
      },
    });
    expect(answer.status()).toBe(201);
  }
  return word;
}

/**
 * The list's count says `text` and stands above its first row, where the owner looks first (the pager at the
 * bottom says it too, a long page further down).
 */
async function expectCountAbove(page: Page, firstRow: Locator, text: string | RegExp) {
  const count = page.getByTestId("match-count");
  await expect(count).toHaveText(text);
  await expect(firstRow).toBeVisible();
  const [countBox, rowBox] = [(await count.boundingBox())!, (await firstRow.boundingBox())!];
  expect(countBox.y + countBox.height, "the count ends above the first row").toBeLessThanOrEqual(rowBox.y);
}

test.describe("admin lists", () => {
  test("a trailing slash leads to the page itself, and its CSV links are absolute paths that download @nojs", async ({
    page,
    request,
    baseURL,
  }) => {
    await sendMessages(request, baseURL!, 1); // the inbox shows its CSV link once there is a message
    await signIn(page);
    for (const [screen, link] of [
      ["subscribers", "subscribers.csv"],
      ["inbox", "inbox.csv"],
      ["insights", "insights.csv"],
    ] as const) {
      const answer = await page.goto(`${PREFIX}/${screen}/?days=7`);
      // 308 to the address without the slash, query kept (the browser followed it).
      expect(page.url(), screen).toMatch(new RegExp(`${PREFIX}/${screen}\\?days=7$`));
      expect(answer?.request().redirectedFrom()?.url(), screen).toMatch(new RegExp(`${PREFIX}/${screen}/\\?days=7$`));
      const href = await page.locator(`a[href*="${link}"]`).first().getAttribute("href");
      expect(href, screen).toMatch(new RegExp(`^${PREFIX}/${link.replace(".", "\\.")}(\\?|$)`));
      const csv = await page.request.get(href!);
      expect(csv.status(), screen).toBe(200);
      expect(csv.headers()["content-type"], screen).toContain("text/csv");
    }
  });

  test("inbox without JavaScript: search with the button, mark several read, delete through the on-page step @nojs", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const word = await sendMessages(request, baseURL!, 3);
    await signIn(page);
    await page.goto(`${PREFIX}/inbox`);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ messages?, [\d,]+ unread\.$/)).toBeVisible();

    const search = page.getByRole("search");
    await search.getByLabel("Search messages").fill(word);
    await search.getByLabel("Read").selectOption("unread");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${word}.*status=unread`));
    await expect(page.getByText("Showing 1–3 of 3")).toBeVisible();
    await expect(page.getByRole("listitem", { name: /Unread message from/ })).toHaveCount(3);
    await expectCountAbove(
      page,
      page.getByRole("listitem", { name: /Unread message from/ }).first(),
      "3 messages match",
    );

    await page.getByLabel(`Select the message from ${word} Sender 1`).check();
    await page.getByLabel(`Select the message from ${word} Sender 2`).check();
    await page.getByRole("button", { name: "Mark selected as read" }).click();
    await expect(page.getByRole("status")).toHaveText("2 messages marked as read.");
    // Back on the same filtered list: only the unread one is left.
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await expect(page.getByRole("link", { name: `Reply to ${word} Sender 3` })).toHaveAttribute(
      "href",
      `mailto:${word.toLowerCase()}.3@example.com?subject=Re%3A%20Product%20Feedback`,
    );

    if (nojs(testInfo.project.name)) {
      await page.getByRole("button", { name: `Delete the message from ${word} Sender 3` }).click();
      const ask = page.getByRole("alertdialog");
      await expect(ask).toContainText("Delete this message for good?");
      await ask.getByRole("button", { name: "Yes, delete message" }).click();
    } else {
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: `Delete the message from ${word} Sender 3` }).click();
    }
    await expect(page.getByRole("status")).toHaveText("Message deleted.");
    await expect(page.getByText("No message matches this search.")).toBeVisible();
  });

  test("inbox with JavaScript: the list follows typing, and Back returns to the previous search", async ({
    page,
    request,
    baseURL,
  }) => {
    const word = await sendMessages(request, baseURL!, 2);
    await signIn(page);
    await page.goto(`${PREFIX}/inbox?kind=contact`);
    const box = page.getByRole("search").getByLabel("Search messages");
    await box.pressSequentially(`${word} Sender 2`, { delay: 20 });
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${word}+Sender+2&kind=contact`);
    await expect(box).toBeFocused(); // the field kept the focus while the list changed
    await page.getByRole("search").getByLabel("Kind").selectOption("partner");
    await expect(page.getByText("No message matches this search.")).toBeVisible();
    await page.goBack();
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Kind")).toHaveValue("contact");
  });

  test("subscribers: find one address, unsubscribe it, then erase it @nojs", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const email = `erase.${Date.now().toString(36)}${testInfo.project.name.length}@example.com`;
    const answer = await request.post("/api/subscribe", { headers: { origin: baseURL! }, data: { email } });
    expect(answer.ok()).toBe(true);
    await signIn(page);
    await page.goto(`${PREFIX}/subscribers`);
    const search = page.getByRole("search");
    await search.getByLabel("Find an address").fill(email.toUpperCase());
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    // One address: the singular.
    await expectCountAbove(page, page.getByRole("table").getByRole("row").nth(1), "1 address matches");

    const confirm = async (button: string, yes: string) => {
      if (nojs(testInfo.project.name)) {
        await page.getByRole("button", { name: button }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: yes }).click();
      } else {
        page.once("dialog", (dialog) => void dialog.accept());
        await page.getByRole("button", { name: button }).click();
      }
    };
    await confirm(`Unsubscribe ${email}`, "Yes, unsubscribe");
    await expect(page.getByRole("status")).toHaveText(`${email} is unsubscribed.`);
    await expectIcon(page.getByRole("status"), "success");
    await expect(page.getByRole("cell", { name: "unsubscribed", exact: true })).toBeVisible();

    // Erased meanwhile in another tab (this page's Erase form, confirmed and posted with the session; the
    // redirect is followed, as that tab would, which takes its flash message): this page's Erase is refused,
    // told at the top with its icon, and focused; no dialog but the confirmation.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialogs.push(dialog.message()));
    const eraseForm = page.locator("form").filter({ has: page.getByRole("button", { name: `Erase ${email}` }) });
    const fields = await eraseForm.evaluate((form: HTMLFormElement) =>
      Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)])),
    );
    const eraseElsewhere = async () => {
      const erased = await page.request.post(page.url(), {
        headers: { origin: baseURL! },
        form: { ...fields, confirmed: "yes" },
      });
      expect(await erased.text()).toContain(`${email} is erased`);
    };
    if (nojs(testInfo.project.name)) {
      // The on-page confirmation is already shown when the other tab erases it.
      await page.getByRole("button", { name: `Erase ${email}` }).click();
      const step = page.getByRole("alertdialog");
      await expect(step).toBeVisible();
      await eraseElsewhere();
      await step.getByRole("button", { name: "Yes, erase" }).click();
    } else {
      await eraseElsewhere();
      await confirm(`Erase ${email}`, "Yes, erase");
    }
    const refusal = page.getByRole("alert");
    await expect(refusal).toHaveText("Subscriber not found.");
    await expectIcon(refusal, "error");
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    expect(dialogs.filter((message) => !message.startsWith(`Erase ${email} for good?`))).toEqual([]);

    // Subscribed again, and erased through this page.
    const again = await request.post("/api/subscribe", { headers: { origin: baseURL! }, data: { email } });
    expect(again.ok()).toBe(true);
    await page.goto(page.url());
    await confirm(`Erase ${email}`, "Yes, erase");
    await expect(page.getByRole("status")).toHaveText(`${email} is erased: no copy of the address is left.`);
    await expect(page.getByText(/^(No subscriber matches this search|No subscribers yet)\.$/)).toBeVisible();
    // Its verification e-mail is still in the outbox, without the address.
    await page.goto(`${PREFIX}/outbox?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No e-mail matches this search.")).toBeVisible();
  });

  test("products: search by title, rows view, offering filter and pages @nojs", async ({ page }) => {
    await signIn(page);
    await page.goto(`${PREFIX}/products`);
    await expect(page.getByText(/^[\d,]+ products? in total\.$/)).toBeVisible();
    const search = page.getByRole("search");
    await search.getByLabel("Find a product").fill("croissant");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
    const titles = page.locator("main ul li p.font-semibold");
    await expect(titles.first()).toContainText(/croissant/i);
    await expectCountAbove(page, titles.first(), /^(1 product matches|(?!1 )[\d,]+ products match)$/);
    await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Rows" }).click();
    await expect(page).toHaveURL(/view=rows/);
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("row").nth(1).getByRole("link").first()).toContainText(/croissant/i);
    await expectCountAbove(page, table.getByRole("row").nth(1), /^(1 product matches|(?!1 )[\d,]+ products match)$/);
    await expect(table.getByRole("link", { name: /^Edit / }).first()).toBeVisible();
    // Every image in the rows is small and lazy.
    const img = table.locator("img").first();
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "40");

    await search.getByLabel("Find a product").fill("");
    await search.getByLabel("Offering").selectOption({ label: "Loaves" });
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/offering=loaves/);
    await expect(page).toHaveURL(/view=rows/);
    await expect(table.getByRole("cell", { name: "Pastries" })).toHaveCount(0);
  });

  test("outbox: the failed filter and the pager @nojs", async ({ page, request, baseURL }) => {
    const email = `outbox.${Date.now().toString(36)}@example.com`;
    expect((await request.post("/api/subscribe", { headers: { origin: baseURL! }, data: { email } })).ok()).toBe(true);
    await signIn(page);
    await page.goto(`${PREFIX}/outbox?status=failed`);
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Status")).toHaveValue("failed");
    await expect(page.getByText(/No e-mail matches this search\.|Showing 1–/)).toBeVisible();
    await page.goto(`${PREFIX}/outbox?page=999`);
    await expect(page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/)).toBeVisible();
    await expectCountAbove(
      page,
      page.getByRole("table", { name: "E-mails" }).getByRole("row").nth(1),
      /^(1 e-mail|(?!1 )[\d,]+ e-mails)$/,
    );
  });
});

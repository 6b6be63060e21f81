// Newsletter (both variants), contact and partner forms, with and without JavaScript (the owner's Send Message
// screen is send-message.spec.ts). Runs against its own production server (support/private-server.ts) so the verification codes can
// be read from its outbox (GET /api/outbox with the server's API token).
import { expect, test, testWithAndWithoutJs, type Dialog, type Locator, type Page } from "./fixtures";
import { SUBSCRIBE_CLEAR_MS } from "#app/lib/validation/subscribe-text";
import { pauseClockSoon } from "./support/clock";
import { expectIcon } from "./support/form-checks";
import { PrivateServer } from "./support/private-server";

const TEXT = {
  emailRequired: "Please enter your email address.",
  codeMissing: "Verification code was not entered.",
  invalidCode: "Invalid verification code.",
  verified: "Email verified successfully!",
  already: "This email is already subscribed.",
  codeSent: "A 6-digit verification code has been sent to your email.",
};

let server: PrivateServer;
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = new PrivateServer({ portOffset: 1 });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

const at = (path: string) => `${server.url}${path}`;

/** How many verification e-mails the outbox holds for `email`. */
const verificationEmailsTo = async (email: string) =>
  (await server.outbox()).filter((e) => e.to === email && /verification code/i.test(e.subject)).length;

/** Answers dialogs: prompts with `answer(dialog)`, alerts recorded and accepted. */
function handleDialogs(page: Page, answer: (dialog: Dialog) => Promise<string | null>) {
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    if (dialog.type() === "prompt") {
      const value = await answer(dialog);
      if (value === null) await dialog.dismiss();
      else await dialog.accept(value);
    } else {
      alerts.push(dialog.message());
      await dialog.accept();
    }
  });
  return alerts;
}

/**
 * After a form's success message was seen: a reload shows the page without it (the one-shot flash cookie is
 * gone), and so does the old success URL typed by hand. Without the message the page is the shared one (the
 * response cache may answer it), varying by Cookie so that no cache hands it to a visitor with a flash cookie.
 */
async function expectShownOnce(page: Page, message: Locator, oldSuccessUrl: string) {
  const reloaded = await page.reload();
  expect(reloaded?.headers()["cache-control"]).toMatch(/^public, max-age=0/);
  expect(reloaded?.headers()["vary"]).toMatch(/\bCookie\b/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(message).toHaveCount(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("slice_flash");
  await page.goto(at(oldSuccessUrl));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(message).toHaveCount(0);
}

test.describe("newsletter with JavaScript", () => {
  test("footer box: code prompt, 'Thank You!' modal, message and modal cleared after 5 s", async ({ page }) => {
    const email = uniqueEmail("footer");
    handleDialogs(page, () => server.codeFor(email));
    // The page's clock is Playwright's: the 5 s are run through in an instant instead of waited for.
    await page.clock.install();
    await page.goto(at("/contact-support"));
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();

    const success = footer.getByRole("status").filter({ hasText: TEXT.verified });
    await expect(success).toBeVisible();
    // From here only `runFor` moves the page's time. The clearing was set off when the message appeared, a moment
    // of real time before this pause (well under the 1.9 s left between the two runs and the 5 s).
    await pauseClockSoon(page);
    await expect(success).toHaveClass(/text-pink-300/);
    const modal = page.getByRole("dialog", { name: "Thank You!" });
    await expect(modal).toBeVisible();
    await expect(footer.getByRole("textbox", { name: "Email address" })).toHaveValue("");
    await page.clock.runFor(SUBSCRIBE_CLEAR_MS - 2_000);
    await expect(modal).toBeVisible();
    await expect(success).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(modal).toBeHidden();
    await expect(success).toBeHidden();
  });

  test("footer box: the modal closes by hand", async ({ page }) => {
    const email = uniqueEmail("close");
    handleDialogs(page, () => server.codeFor(email));
    await page.goto(at("/partner-with-us"));
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const modal = page.getByRole("dialog", { name: "Thank You!" });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(footer.getByText(TEXT.verified)).toBeVisible();
  });

  test("'Notify Me' block: empty e-mail, cancelled prompt and wrong code entered again (one e-mail), success, already subscribed", async ({
    page,
  }) => {
    const email = uniqueEmail("notify");
    let mode: "cancel" | "wrong" | "right" = "cancel";
    const alerts = handleDialogs(page, async () => {
      if (mode === "cancel") return null;
      const code = await server.codeFor(email);
      return mode === "right" ? code : code === "000000" ? "111111" : "000000";
    });
    await page.goto(at("/"));
    const block = page.getByRole("region", { name: /coming soon/i });
    const input = block.getByRole("textbox", { name: "Email address" });
    const button = block.getByRole("button", { name: "Notify Me" });
    const again = block.getByRole("button", { name: "Enter the code again" });

    await button.click();
    await expect(block.getByRole("alert")).toHaveText(TEXT.emailRequired);
    await expect(block.getByRole("alert")).toHaveClass(/text-red-200/); // the pale red that reads on the brown card
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(TEXT.emailRequired);
    await expect(input).toBeFocused();

    await input.fill(email);
    await button.click();
    await expect(block.getByRole("alert")).toHaveText(TEXT.codeMissing);
    await expect(input).not.toHaveAttribute("aria-invalid");
    // A cancelled prompt is no dead end: the code already sent can be entered again, with no new e-mail.
    await expect(again).toBeFocused();
    mode = "wrong";
    await again.click();
    await expect(block.getByRole("alert")).toHaveText(TEXT.invalidCode);
    await expect(again).toBeFocused();
    mode = "right";
    await again.click();
    await expect(block.getByRole("status")).toHaveText(TEXT.verified);
    await expect(block.getByRole("status")).toHaveClass(/text-green-200/); // the pale green that reads there
    await expect(again).toHaveCount(0);
    await expect(input).toHaveValue("");
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toHaveCount(0);
    expect(await verificationEmailsTo(email), "one verification e-mail for the whole sign-up").toBe(1);

    await input.fill(email);
    await button.click();
    await expect(block.getByRole("alert")).toHaveText(TEXT.already);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // The refusal is told in the page only (no browser alert for a form's error).
    expect(alerts).toEqual([]);
  });
});

testWithAndWithoutJs(
  "newsletter without JavaScript: the footer posts to /subscribe, which asks for the code inline @nojs",
  async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the scripted variant is covered above");
    const email = uniqueEmail("nojs");
    await page.goto(at("/"));
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXT.emailRequired);
    const address = page.getByRole("main").getByRole("textbox", { name: "Email address" });
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveAccessibleDescription(TEXT.emailRequired);
    await expect(address).toBeFocused();

    await address.fill(email);
    await page.getByRole("main").getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(TEXT.codeSent);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXT.codeMissing);
    const code = await server.codeFor(email);
    await page.getByRole("textbox", { name: "Verification code" }).fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXT.invalidCode);
    // The code field again, marked and focused, with the same code still good (no second e-mail).
    const codeField = page.getByRole("textbox", { name: "Verification code" });
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    await expect(codeField).toHaveAccessibleDescription(TEXT.invalidCode);
    await expect(codeField).toBeFocused();
    await expect(page.getByText("Enter the code again")).toBeVisible();
    await codeField.fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(TEXT.verified);
    await expect(page.getByText("Thank You!")).toBeVisible();
    expect(await verificationEmailsTo(email), "the wrong code cost no second e-mail").toBe(1);
    // The success was a one-shot flash: a reload (or the old ?verified=1 URL) shows nothing.
    await expectShownOnce(page, page.getByRole("main").getByRole("status"), "/subscribe?verified=1");
    await expect(page.getByText("Thank You!")).toHaveCount(0);

    await page.getByRole("main").getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("main").getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(TEXT.already);
  },
);

testWithAndWithoutJs(
  "Contact Us sends, shows 'Message sent successfully!' and clears the fields @nojs",
  async ({ page, javaScriptEnabled }) => {
    const alerts = handleDialogs(page, async () => null);
    await page.goto(at("/contact-support"));
    const form = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const subject = form.getByLabel("Subject");
    await expect(subject.locator("option")).toHaveText([
      "Choose a subject",
      "General Inquiry",
      "Product Feedback",
      "Support / Help",
    ]);
    await form.getByLabel("Full Name").fill("Meera Joshi");
    await form.getByLabel("Email").fill("meera@example.com");
    await form.getByLabel("Phone Number").fill("98765 43210");
    await subject.selectOption("Product Feedback");
    await form.getByLabel("Message").fill("The multigrain loaf is wonderful.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
    // Its tick tells it from the refusal's exclamation mark (form-feedback.spec.ts) without seeing colour.
    await expectIcon(form.getByRole("status"), "success");
    await expect(page).toHaveURL(/\/contact-support$/);
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    if (javaScriptEnabled) await expect.poll(() => alerts).toContain("Message sent successfully!");
    await expectShownOnce(page, form.getByRole("status"), "/contact-support?sent=1");
    if (javaScriptEnabled) expect(alerts.filter((a) => a === "Message sent successfully!")).toHaveLength(1);
  },
);

testWithAndWithoutJs(
  "Partner With Us: the checks in the required order, cleared on edit, 'Submitting...', then thanks @nojs",
  async ({ page, javaScriptEnabled }) => {
    const alerts = handleDialogs(page, async () => null);
    await page.goto(at("/partner-with-us"));
    const form = page.getByRole("main");
    await expect(form.getByLabel("Partnership Type").locator("option")).toHaveText([
      "Select a type",
      "Reseller",
      "Distributor",
      "Marketing Partner",
      "Technology Partner",
      "Other",
    ]);
    await form.getByLabel("Full Name").fill("Arjun Rao");
    await form.getByLabel("Email").fill("arjun@cafe.example");
    await form.getByLabel("Company Name").fill("Cafe Rao");
    await form.getByLabel("Phone").fill("12ab");
    await form.getByLabel("Website").fill("cafe dot example");
    await form.getByLabel("Message").fill("  short  ");
    await form.getByRole("button", { name: "Submit" }).click();
    const banner = form.getByRole("alert");
    await expect(banner).toHaveText(
      "Message must be at least 10 characters long. Please select a Partnership Type. " +
        "Phone number must be between 10 and 15 digits, digits only. Website must be a valid URL.",
    );
    await expectIcon(banner, "error");
    if (javaScriptEnabled) {
      await form.getByLabel("Phone").fill("9876543210");
      await expect(banner).toHaveCount(0);
    } else {
      await form.getByLabel("Phone").fill("9876543210");
    }
    await form.getByLabel("Partnership Type").selectOption("Distributor");
    await form.getByLabel("Website").fill("https://cafe.example");
    await form.getByLabel("Message").fill("We would like to stock your sourdough in our cafés.");

    // With JavaScript, the request is held until the submitting state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    if (javaScriptEnabled) {
      await page.route("**/partner-with-us*", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
    }
    await form.getByRole("button", { name: "Submit" }).click();
    if (javaScriptEnabled) {
      const busy = form.getByRole("button", { name: "Submitting..." });
      try {
        await expect(busy).toBeVisible();
        await expect(busy).toBeDisabled();
      } finally {
        release();
      }
    }
    await expect(form.getByRole("status")).toHaveText("Thank you for reaching out! We will get back to you soon.");
    await expectIcon(form.getByRole("status"), "success");
    await expect(page).toHaveURL(/\/partner-with-us$/);
    await expect(form.getByLabel("Company Name")).toHaveValue("");
    if (javaScriptEnabled)
      await expect.poll(() => alerts).toContain("Thank you for reaching out! We will get back to you soon.");
    await expectShownOnce(page, form.getByRole("status"), "/partner-with-us?sent=1");
    if (javaScriptEnabled) {
      expect(alerts.filter((a) => a === "Thank you for reaching out! We will get back to you soon.")).toHaveLength(1);
    }
  },
);

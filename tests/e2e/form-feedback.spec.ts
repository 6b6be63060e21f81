// How every form answers a refused submit, at a phone's and a laptop's width, with and without JavaScript
// (@nojs): each wrong field marked (aria-invalid, aria-describedby to the message under it), the focus on the
// first wrong field (or the form's message when no field is to blame) inside the viewport below the sticky
// header, the rules stated before any submit, counters on long fields, no browser dialog for an error, a
// visible focus ring, and no axe violations with the messages shown. The newsletter's "enter the code again"
// is in forms.spec.ts (it reads the code from a private server's outbox), as are the success messages' icons of
// Contact Us and Partner With Us; the inbox's and the subscribers page's refusals are checked where
// owner-screens.spec.ts and admin-lists.spec.ts already visit those pages.
import { adminUrl, expect, hydrated, orderDay, shot, test, type Page } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { expectFocusRing } from "./support/focus";
import { expectFocusedInView, expectIcon, expectMarked, recordDialogs } from "./support/form-checks";

const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

/**
 * A refused submit (`send`) made at a phone's width, then again at a laptop's, with `check` after each: for the
 * pages whose layout changes between the two, where the focus lands and whether it is in view is worth
 * checking at both, and this costs a second submit instead of a second page load.
 */
async function atBothWidths(page: Page, send: () => Promise<void>, check: () => Promise<void>) {
  for (const { width, height } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await send();
    await check();
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`Contact Us: hints and counter before submit, refused fields marked, focus on the first, no dialog @nojs`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const dialogs = recordDialogs(page);
      await page.goto("/contact-support");
      const form = page.getByRole("main").locator("form");
      const message = form.getByLabel("Message");
      await expect(message).toHaveAttribute("maxlength", "5000");
      await expect(page.locator("#contact-message-count")).toHaveText("0 / 5,000 characters");
      await expect(message).toHaveAccessibleDescription(/0 \/ 5,000 characters/);
      await expectFocusRing(form.getByLabel("Full Name"));
      await expectFocusRing(message);

      await form.getByLabel("Full Name").fill("Meera Joshi");
      await form.getByLabel("Email").fill("meera@");
      await message.fill("Hello");
      if (javaScriptEnabled) await expect(page.locator("#contact-message-count")).toHaveText("5 / 5,000 characters");
      await form.getByRole("button", { name: "Send Message" }).click();

      const email = form.getByLabel("Email");
      await expectMarked(email, "Please enter a valid email address.");
      await expectMarked(form.getByLabel("Subject"), "Please choose a Subject.");
      await expect(form.getByLabel("Full Name")).not.toHaveAttribute("aria-invalid");
      await expect(form.getByRole("alert").first()).toHaveText("Please enter a valid email address.");
      await expectIcon(form.getByRole("alert").first(), "error");
      await expectFocusedInView(page, email);
      await expect(message).toHaveValue("Hello");

      if (javaScriptEnabled) {
        // The footer's newsletter box keeps the page with JavaScript: its refusal is marked and focused there.
        // (Without JavaScript it posts to /subscribe, whose refusal forms.spec.ts checks.)
        const footer = page.getByRole("contentinfo");
        const address = footer.getByRole("textbox", { name: "Email address" });
        await footer.getByRole("button", { name: "Subscribe" }).click();
        await expect(footer.getByRole("alert")).toHaveText("Please enter your email address.");
        await expect(address).toHaveAttribute("aria-invalid", "true");
        await expect(address).toHaveAccessibleDescription("Please enter your email address.");
        await expectFocusedInView(page, address);
      }
      await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
      expect(dialogs).toEqual([]);
    });

    test(`Partner With Us: rules stated first, every refused field marked, focus on the first @nojs`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const dialogs = recordDialogs(page);
      await page.goto("/partner-with-us");
      const form = page.getByRole("main").locator("form");
      // The rules, before anything is sent.
      await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/At least 10 characters\./);
      await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(/10 to 15 digits/);
      await expect(form.getByLabel("Website")).toHaveAccessibleDescription(/https:\/\//);
      await expect(page.locator("#partner-message-count")).toHaveText("0 / 5,000 characters");
      for (const label of ["Full Name", "Company Name", "Website", "Message"])
        await expectFocusRing(form.getByLabel(label));

      // What a visitor typed in the report: a short phone, a bare host name, a two-word message.
      await form.getByLabel("Full Name").fill("Arjun Rao");
      await form.getByLabel("Email").fill("arjun@raostores.example");
      await form.getByLabel("Company Name").fill("Rao Stores");
      await form.getByLabel("Phone").fill("12345");
      await form.getByLabel("Website").fill("raostores.in");
      await form.getByLabel("Message").fill("Hi there");
      await form.getByRole("button", { name: "Submit" }).click();

      await expect(form.getByRole("alert")).toHaveText(
        "Message must be at least 10 characters long. Please select a Partnership Type. " +
          "Phone number must be between 10 and 15 digits, digits only. Website must be a valid URL.",
      );
      await expectIcon(form.getByRole("alert"), "error");
      const phone = form.getByLabel("Phone");
      await expectMarked(phone, "Phone number must be between 10 and 15 digits, digits only.");
      await expectMarked(form.getByLabel("Partnership Type"), "Please select a Partnership Type.");
      await expectMarked(form.getByLabel("Website"), "Website must be a valid URL.");
      await expectMarked(form.getByLabel("Message"), "Message must be at least 10 characters long.");
      await expect(form.getByLabel("Company Name")).not.toHaveAttribute("aria-invalid");
      await expectFocusedInView(page, phone);
      await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
      expect(dialogs).toEqual([]);
    });

    test(`Know Yourself: the first implausible measure is marked and focused, in view @nojs`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const dialogs = recordDialogs(page);
      await page.goto("/know-yourself");
      const height = page.getByLabel("Height (cm)");
      await expectFocusRing(height);
      await height.fill("17");
      await page.getByLabel("Weight (kg)").fill("60");
      await page.getByLabel("Age").fill("30");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(height).toHaveAttribute("aria-invalid", "true");
      await expect(height).toHaveAttribute("aria-describedby", /calc-height-error/);
      await expectIcon(page.locator("#calculator-error"), "error");
      await expectFocusedInView(page, height);
      await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
      expect(dialogs).toEqual([]);
    });

    test(`admin login: empty fields marked, wrong password told in the page, never in a dialog @nojs`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const dialogs = recordDialogs(page);
      await page.goto(adminUrl("login"));
      const username = page.getByLabel("Username");
      await expectFocusRing(username);
      await page.getByRole("button", { name: "Login" }).click();
      await expectMarked(username, "Enter the username.");
      await expectMarked(page.getByLabel("Password"), "Enter the password.");
      await expectFocusedInView(page, username);

      await username.fill("owner");
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Login" }).click();
      const summary = page.getByRole("alert");
      await expect(summary).toHaveText("Invalid credentials");
      await expectIcon(summary, "error");
      await expectFocusedInView(page, summary);
      await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
      expect(dialogs).toEqual([]);
    });
  });
}

// The dashboard's forms reflow at a phone's width (one column), so each refusal is checked at both: the same page,
// made narrow then wide, rather than a second sign-in and page load.
test("dashboard: a refused offering name, rename and product are marked and focused at 375 and 1280 px @nojs", async ({
  adminPage: page,
}) => {
  const dialogs = recordDialogs(page);
  const add = page.getByRole("form", { name: "Add New Offering" });
  const name = add.getByLabel("Offering name");
  await expectFocusRing(name);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await name.fill("!!!");
    await add.getByRole("button", { name: "Add" }).click();
    await expectMarked(name, "Offering name must contain a letter or a digit.");
    await expectFocusedInView(page, name);
  }

  // Renaming: to another offering's name, then to nothing but spaces (which the field's `required` lets by).
  await page.getByRole("link", { name: "Edit Loaves" }).click();
  const rename = page.getByRole("form", { name: "Rename Loaves" });
  const newName = rename.getByLabel("New name for Loaves");
  for (const [width, typed, refusal] of [
    [375, "cakes", "An offering with that name already exists."],
    [1280, "   ", "Offering name is required."],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await newName.fill(typed);
    await rename.getByRole("button", { name: "Save" }).click();
    await expectMarked(newName, refusal);
    await expectFocusedInView(page, newName);
  }
  await expect(page.getByRole("navigation", { name: "Admin" })).not.toContainText("cakes");

  // Add Product: the browser's own checks (required, a number) come first; past them (spaces, or a browser
  // without them, as here) the server's refusal marks each text field and focuses the first.
  const product = page.getByRole("form", { name: "Add Product" });
  const title = product.getByLabel("Title");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await product.evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await title.fill("  ");
    await product.getByLabel("Description").fill("Soft and simple.");
    await product.getByRole("button", { name: "Add Product" }).click();
    await expectMarked(title, "Title is required.");
    await expectMarked(product.getByLabel("Price (₹)"), "Price is required.");
    await expectMarked(product.getByLabel("Category"), "Choose an offering.");
    await expect(product.getByLabel("Description")).not.toHaveAttribute("aria-invalid");
    await expect(product.getByLabel("Description")).toHaveValue("Soft and simple.");
    await expectIcon(product.locator("[data-error-summary]"), "error");
    await expectFocusedInView(page, title);
  }
  expect(dialogs).toEqual([]);
});

test("admin banners and videos: their required messages in the page, focused, never in an alert", async ({
  adminPage: page,
}) => {
  const dialogs = recordDialogs(page);
  const upload = page.getByRole("form", { name: "Upload Homepage Banners" });
  const bannerMessage = upload.getByRole("alert");
  await atBothWidths(
    page,
    () => upload.getByRole("button", { name: "Upload Banners" }).click(),
    async () => {
      await expect(bannerMessage).toHaveText("Please select at least one banner image.");
      await expectFocusedInView(page, bannerMessage);
    },
  );

  const video = page.getByRole("form", { name: "Upload Video" });
  await video.getByLabel("Video Title").fill("A title");
  await atBothWidths(
    page,
    () => video.getByRole("button", { name: "Upload Video" }).click(),
    async () => {
      await expect(video.getByRole("alert")).toHaveText("Please fill all fields and select a video.");
      await expectMarked(video.getByLabel("Video File"), "Choose a video file.");
      await expectMarked(video.getByLabel("Video Description"), "Enter a description.");
      await expectFocusedInView(page, video.getByLabel("Video File"));
    },
  );

  await page.goto(adminUrl("banner-management"));
  const file = page.locator('input[name="banner"][aria-invalid="true"]');
  await atBothWidths(
    page,
    () => page.getByRole("button", { name: "Update Banner" }).first().click(),
    async () => {
      await expect(file).toHaveCount(1);
      await expect(file).toHaveAccessibleDescription(/No new image selected\./);
      await expectFocusedInView(page, file);
    },
  );
  expect(dialogs).toEqual([]);
});

test("Order a Cake: the rules stated first, a wrong phone then an unserved PIN code marked and focused @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  const dialogs = recordDialogs(page);
  await page.goto("/order-a-cake");
  const form = page.getByRole("form", { name: "Cake order" });
  const pincode = form.getByRole("textbox", { name: /PIN code/ });
  await expect(form.getByLabel("Date needed")).toHaveAccessibleDescription(/^From .*We bake to order/);
  await expect(form.getByRole("textbox", { name: "Message on the cake" })).toHaveAccessibleDescription(
    /at most 40 characters.*0 \/ 40 characters/,
  );

  // Far from the days other specs fill, and for each run its own.
  await form.getByRole("combobox", { name: "Occasion" }).fill("Birthday");
  await form.getByLabel("Date needed").fill(orderDay(javaScriptEnabled ? 48 : 49));
  await form.getByRole("combobox", { name: "Size" }).selectOption({ label: "1 kg: ₹1,100" });
  await form.getByRole("combobox", { name: "Flavour" }).selectOption("Red velvet");
  await form.getByRole("radio", { name: "Deliver it to me" }).check();
  // With scripts the delivery's fields show once it is chosen; its rule is stated before any submit.
  await expect(pincode).toHaveAccessibleDescription(/^We deliver to /);
  await form.getByRole("textbox", { name: /Delivery address/ }).fill("12 North Main Road");
  await pincode.fill("110001");
  await form.getByRole("textbox", { name: "Name" }).fill("Ravi Kumar");
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("123");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("ravi@example.com");

  const phone = form.getByRole("textbox", { name: "Phone", exact: true });
  const send = () => form.getByRole("button", { name: "Request my cake" }).click();
  await atBothWidths(page, send, async () => {
    await expectMarked(phone, "Please enter a phone number of 10 to 15 digits.");
    await expect(form.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Ravi Kumar");
    await expectFocusedInView(page, phone);
  });

  // The area is checked once the rest is right: a second refusal, focused in its turn.
  await phone.fill("98450 12345");
  await atBothWidths(page, send, async () => {
    await expectMarked(pincode, "Sorry, we do not deliver to this PIN code yet.");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await expectFocusedInView(page, pincode);
  });
  await shot(page, `form-feedback-order-a-cake-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: false });
  await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
  expect(dialogs).toEqual([]);
});

test("Send Message: a message with nothing to send marks the message and focuses it @nojs", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const dialogs = recordDialogs(page);
  await page.goto(adminUrl("send-message"));
  await expect(page.getByLabel("Subject (optional)")).toHaveAccessibleDescription(
    "Left empty, the message's first line is the subject.",
  );
  const message = page.getByRole("textbox", { name: "Message" });
  await page.getByLabel("Subject (optional)").fill("Hello");
  if (javaScriptEnabled) await hydrated(page);
  await atBothWidths(
    page,
    () => page.getByRole("button", { name: "Send Message" }).click(),
    async () => {
      await expectMarked(message, "Please enter a message or choose an image.");
      await expect(page.getByLabel("Subject (optional)")).not.toHaveAttribute("aria-invalid");
      await expectFocusedInView(page, message);
    },
  );
  await shot(page, `form-feedback-send-message-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: false });
  expect(dialogs).toEqual([]);
});

test("an order's quote: a deposit over the price marked and focused; settings: a bad PIN code @nojs", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const dialogs = recordDialogs(page);
  const placed = await page.request.post("/api/orders", {
    data: {
      occasion: "Office party",
      date: orderDay(javaScriptEnabled ? 50 : 51),
      fulfilment: "pickup",
      size: "1 kg",
      flavour: "Vanilla bean",
      name: "Quote Check",
      phone: "9845012345",
      email: "quote-check@example.com",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  await page.goto(adminUrl("orders") + `?q=${encodeURIComponent(reference)}`);
  await page.getByRole("link", { name: new RegExp(`^${reference}`) }).click();
  const quote = page.getByRole("form", { name: "Send quote" });
  await quote.getByLabel("Price (₹)").fill("100");
  const deposit = quote.getByLabel("Deposit (₹)");
  await deposit.fill("200");
  await atBothWidths(
    page,
    () => quote.getByRole("button", { name: "Send quote" }).click(),
    async () => {
      await expectMarked(deposit, "The deposit cannot be more than the price.");
      await expect(quote.getByLabel("Price (₹)")).not.toHaveAttribute("aria-invalid");
      await expect(deposit).toHaveValue("200");
      await expectFocusedInView(page, deposit);
    },
  );
  await shot(page, `form-feedback-order-quote-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: false });

  await page.goto(adminUrl("orders", "settings"));
  const areas = page.getByRole("form", { name: "Add to delivery areas" });
  const pincode = areas.getByLabel("PIN code");
  await pincode.fill("5600");
  await areas.getByLabel("Area").fill("Nowhere");
  await atBothWidths(
    page,
    () => areas.getByRole("button", { name: "Add" }).click(),
    async () => {
      await expectMarked(pincode, "Please enter a 6-digit PIN code.");
      await expect(areas.getByLabel("Area")).not.toHaveAttribute("aria-invalid");
      await expect(pincode).toHaveValue("5600");
      await expectFocusedInView(page, pincode);
    },
  );
  await shot(page, `form-feedback-order-settings-${javaScriptEnabled ? "js" : "nojs"}`, { fullPage: false });
  await expectNoAxeViolations(page, "the refused form", { javaScriptEnabled });
  expect(dialogs).toEqual([]);
});

// The admin area end to end against the production build: login, guard, logout, the isAdmin flag,
// and each CRUD flow, checked on the public site too. Tests tagged @nojs also run with JavaScript off.
import { ADMIN_USER as USER, expect, logIn as signIn, submitLogin as login, test, type Page } from "./fixtures";
import { pngBytes } from "../helpers/uploads";

const PREFIX = process.env.ADMIN_PREFIX ?? "/studio-7f3a9c2e";

/** Collects window.alert/confirm texts and accepts them (with JavaScript on). */
function dialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** The link of an offering in the public header's Offerings dropdown (opened once the page is hydrated). */
async function publicNavOffering(page: Page, name: string) {
  await page.goto("/");
  await expect(page.locator("header details")).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Offerings" }).click();
  await expect(nav.getByRole("link", { name: "View all" })).toBeVisible();
  return nav.getByRole("link", { name, exact: true });
}

async function readFlag(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("isAdmin"));
}

test.describe("admin session", () => {
  test("login: wrong then right credentials, alerts and messages, isAdmin flag; logout refuses back button and replayed cookie", async ({
    page,
    context,
  }) => {
    const seen = dialogs(page);
    await login(page, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
    await expect(page.getByRole("alert")).toBeFocused();
    expect(seen, "the refusal is shown in the page, not alerted").toEqual([]);
    expect(await readFlag(page)).toBeNull();

    await login(page);
    await expect(page).toHaveURL(new RegExp(`${PREFIX}$`));
    await expect(page.getByRole("status")).toHaveText("Login successful");
    await expect.poll(() => seen).toContain("Login successful");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect.poll(() => readFlag(page)).not.toBeNull();
    const flag = JSON.parse((await readFlag(page))!) as { value: boolean; expiry: number };
    expect(flag.value).toBe(true);
    expect(flag.expiry - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(flag.expiry - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const sessionCookies = (await context.cookies()).filter((c) => c.name === "slice_admin");
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]!.httpOnly).toBe(true);
    expect(sessionCookies[0]!.sameSite).toBe("Lax");

    await page.goto(`${PREFIX}/products`);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX}/login$`));
    await expect.poll(() => readFlag(page)).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PREFIX}/login$`));
    await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();

    await context.addCookies(sessionCookies);
    await page.goto(`${PREFIX}/products`);
    await expect(page).toHaveURL(new RegExp(`${PREFIX}/login$`));
  });

  test("the guard sends every admin page to login without a session @nojs", async ({ page }) => {
    for (const p of ["", "/products", "/offerings", "/offerings/pastries", "/product/add"]) {
      await page.goto(`${PREFIX}${p}`);
      await expect(page).toHaveURL(new RegExp(`${PREFIX}/login$`));
    }
    await expect(page.locator('[data-chrome="admin"]')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  });

  test("login without JavaScript: wrong then right credentials @nojs", async ({ page }) => {
    await login(page, "nope-nope-nope");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
    await expect(page.getByLabel("Username")).toHaveValue(USER);
    await login(page);
    await expect(page.getByRole("status")).toHaveText("Login successful");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});

test.describe("admin CRUD", () => {
  test("offering: add (blank ignored) → public nav; rename inline; delete with confirm", async ({ page }) => {
    const seen = dialogs(page);
    await signIn(page);
    const addForm = page.getByRole("form", { name: "Add New Offering" });
    await addForm.getByLabel("Offering name").fill("   ");
    await addForm.getByRole("button", { name: "Add" }).click();
    // The blank name is ignored and the page comes back at a new location, which draws the field anew: empty.
    // Typing before that would be wiped by it.
    await expect(addForm.getByLabel("Offering name")).toHaveValue("");
    await expect(page.getByRole("status")).toHaveCount(0);

    await addForm.getByLabel("Offering name").fill("Cookies");
    await addForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("status")).toHaveText("Offering added successfully!");
    await expect(await publicNavOffering(page, "Cookies")).toBeVisible();

    await page.goto(PREFIX);
    await page.getByRole("link", { name: "Edit Cookies" }).click();
    await page.getByLabel("New name for Cookies").fill("Cookie Jar");
    await page.getByRole("form", { name: "Rename Cookies" }).getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Offering renamed successfully!");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Offerings" }).click();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Cookie Jar" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Delete Cookie Jar" }).click();
    await expect(page.getByRole("status")).toHaveText("Offering and related products deleted successfully!");
    // The success alert opens from an effect after the page shows the status line: wait for it. (The worker's
    // first sign-in goes through the form and adds its own 'Login successful' alert.)
    await expect
      .poll(() => seen.filter((message) => message !== "Login successful"))
      .toEqual([
        "Are you sure you want to delete this offering?",
        "Offering and related products deleted successfully!",
      ]);
    await expect(await publicNavOffering(page, "Cookie Jar")).toHaveCount(0);
  });

  test("offering without JavaScript: add, then delete through the on-page confirmation @nojs", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "chromium-nojs", "with JavaScript, window.confirm asks instead (test above)");
    const name = `Muffins ${testInfo.project.name}`;
    await signIn(page);
    const addForm = page.getByRole("form", { name: "Add New Offering" });
    await addForm.getByLabel("Offering name").fill(name);
    await addForm.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("status")).toHaveText("Offering added successfully!");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("Are you sure you want to delete this offering?");
    await ask.getByRole("button", { name: "Yes, delete offering" }).click();
    await expect(page.getByRole("status")).toHaveText("Offering and related products deleted successfully!");
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  });

  test("product: add with an image → admin and public pages; edit (Save and Cancel); delete with confirm", async ({
    page,
  }, testInfo) => {
    const seen = dialogs(page);
    await signIn(page);
    const form = page.getByRole("form", { name: "Add Product" });
    await form.getByLabel("Title").fill("Rose Pistachio Tart");
    await form.getByLabel("Price (₹)").fill("245.5");
    await form.getByLabel("Description").fill("Crisp shell, pistachio cream, rose petals.");
    await form.getByLabel("Category").selectOption({ label: "Pastries" });
    await form.getByLabel("Images").setInputFiles([
      { name: "tart.png", mimeType: "image/png", buffer: await pngBytes("#c0395b") },
      { name: "tart-2.png", mimeType: "image/png", buffer: await pngBytes("#f2b544") },
    ]);
    await expect(form.getByRole("list", { name: "Images preview" }).getByRole("img")).toHaveCount(2);
    await form.getByLabel("Zepto link").fill("https://www.zeptonow.com/pn/rose-tart");
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("status")).toHaveText("Product added!");

    await page.goto(`${PREFIX}/products`);
    await page.getByRole("link", { name: /Rose Pistachio Tart/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rose Pistachio Tart" })).toBeVisible();
    await expect(page.getByText("₹245.50")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zepto" })).toHaveAttribute(
      "href",
      "https://www.zeptonow.com/pn/rose-tart",
    );
    const productId = page.url().split("/product/")[1]!;

    // The public pages show the new product. The storefront's /offerings/:slug and /product/:id are built on
    // another branch: until they are merged here, this part is noted and passed over (a seeded offering's page
    // answers 404 only while the route is missing).
    const storefront = (await page.request.get("/offerings/pastries")).status() !== 404;
    if (!storefront)
      testInfo.annotations.push({ type: "note", description: "storefront product pages not on this branch" });
    if (storefront) {
      await page.goto("/offerings/pastries");
      await expect(page.getByText("Rose Pistachio Tart")).toBeVisible();
      await page.goto(`/product/${productId}`);
      await expect(page.getByRole("heading", { name: "Rose Pistachio Tart" })).toBeVisible();
      await expect(page.getByRole("img", { name: /Rose Pistachio Tart/ }).first()).toBeVisible();
    }

    // Edit, Cancel: nothing changes.
    await page.goto(`${PREFIX}/product/${productId}`);
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Title").fill("Something else");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rose Pistachio Tart" })).toBeVisible();

    // Edit, Save: new title, a new shop link, the first image removed.
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Title").fill("Rose Pistachio Tartlet");
    await page.getByLabel("Blinkit link").fill("https://blinkit.com/prn/rose-tartlet");
    await page.getByLabel("Remove image 1").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Product updated successfully!");
    await expect(page.getByRole("heading", { level: 1, name: "Rose Pistachio Tartlet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Blinkit" })).toBeVisible();
    if (storefront) {
      await page.goto(`/product/${productId}`);
      await expect(page.getByRole("heading", { name: "Rose Pistachio Tartlet" })).toBeVisible();
    }

    // Delete: confirm, then the dashboard with the message; the public page is gone.
    await page.goto(`${PREFIX}/product/${productId}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX}$`));
    await expect(page.getByRole("status")).toHaveText("Product deleted successfully!");
    expect(seen).toContain("Are you sure you want to delete this product?");
    // The deleted product's address is the 404 page, with a title of its own (never an empty <title>).
    expect((await page.goto(`/product/${productId}`))!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Slice Bakery");
    await page.goto(`${PREFIX}/products`);
    await expect(page.getByRole("link", { name: /Rose Pistachio/ })).toHaveCount(0);
  });

  test("product without JavaScript: a bad shop link is refused with the message and the values kept @nojs", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${PREFIX}/product/add`);
    await page.getByLabel("Title").fill("Plain Bun");
    await page.getByLabel("Price (₹)").fill("30");
    await page.getByLabel("Description").fill("Soft and simple.");
    await page.getByLabel("Category").selectOption({ label: "Loaves" });
    await page.getByLabel("Blinkit link").evaluate((el) => el.setAttribute("type", "text"));
    await page.getByLabel("Blinkit link").fill("ftp://example.com/bun");
    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(
      page.getByText("Shop links must be web addresses starting with http:// or https://.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Plain Bun");
  });
});

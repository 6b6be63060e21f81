import { expect, test, type Page } from "./fixtures";
import { expectCleanIds } from "./support/markup";
import { ARTICLES } from "../helpers/articles";

// What only a browser shows of the content pages: following the blog's links, moving between articles on the
// client, and the Know Yourself calculator working in the page and without scripts. What the pages say (about us,
// the blog, the articles, where to order, contact, the footer, the calculator's form) is checked in their HTML
// (tests/server/content-pages.test.ts); which scripts they load, in tests/server/scripts.test.ts.

test.describe("blog", () => {
  // The links' targets are checked in the HTML (tests/server/content-pages.test.ts); this follows them as plain
  // links, with no script. With JavaScript, moving between articles on the client is the test below.
  test("every 'Read more..' link opens its article without JavaScript @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "plain links only; the client-side move is tested below");
    for (const [index, article] of ARTICLES.entries()) {
      await page.goto("/blog");
      await page.getByRole("link", { name: "Read more..", exact: true }).nth(index).click();
      await expect(page).toHaveURL(new RegExp(`/blogs/${article.slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    }
  });
});

test.describe("articles", () => {
  test("moving between articles on the client keeps working", async ({ page }) => {
    const { title } = ARTICLES[2]!;
    await page.goto("/blogs/brown-bread");
    await page.getByRole("navigation", { name: "More to read" }).getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Slice Bakery`);
  });
});

// ---- Know Yourself ----

type Inputs = {
  height: number;
  weight: number;
  age: number;
  gender: "Female" | "Male";
  activity: string;
  goal: "Maintain Weight" | "Lose Weight" | "Gain Muscle";
};

/** The calculator's formulas, written out again here so the test does not trust app/lib/calculator.ts. */
function expected(i: Inputs) {
  const factors: Record<string, number> = {
    "Sedentary (little or no exercise)": 1.2,
    "Light (1-3 days/week)": 1.375,
    "Moderate (3-5 days/week)": 1.55,
    "Active (6-7 days/week)": 1.725,
    "Very Active (physical job + hard exercise)": 1.9,
  };
  const goals = { "Maintain Weight": 0, "Lose Weight": -500, "Gain Muscle": 300 };
  const bmi = (i.weight / (i.height / 100) ** 2).toFixed(2);
  const n = Number(bmi);
  const category = n < 18.5 ? "Underweight" : n < 24.9 ? "Normal weight" : n >= 25 && n < 29.9 ? "Overweight" : "Obese";
  const bmr = 10 * i.weight + 6.25 * i.height - 5 * i.age + (i.gender === "Female" ? -161 : 5);
  const calories = Math.round(bmr * factors[i.activity]! + goals[i.goal]);
  const protein = Math.round(i.weight * 1.2);
  const fats = Math.round((calories * 0.25) / 9);
  const carbs = Math.round((calories - protein * 4 - fats * 9) / 4);
  const water = Math.round(i.weight * 35);
  return { bmi, category, calories, protein, fats, carbs, water };
}

const CASES: Inputs[] = [
  { height: 165, weight: 60, age: 30, gender: "Female", activity: "Moderate (3-5 days/week)", goal: "Maintain Weight" },
  { height: 180, weight: 82, age: 28, gender: "Male", activity: "Active (6-7 days/week)", goal: "Gain Muscle" },
  {
    height: 158,
    weight: 74,
    age: 52,
    gender: "Female",
    activity: "Sedentary (little or no exercise)",
    goal: "Lose Weight",
  },
  {
    height: 176,
    weight: 95.5,
    age: 41,
    gender: "Male",
    activity: "Very Active (physical job + hard exercise)",
    goal: "Lose Weight",
  },
];

async function fillCalculator(page: Page, i: Inputs) {
  await page.getByLabel("Height (cm)").fill(String(i.height));
  await page.getByLabel("Weight (kg)").fill(String(i.weight));
  await page.getByLabel("Age").fill(String(i.age));
  await page.getByRole("radio", { name: i.gender, exact: true }).check();
  await page.getByLabel("Activity level").selectOption({ label: i.activity });
  await page.getByLabel("Goal").selectOption({ label: i.goal });
}

async function expectReport(page: Page, i: Inputs) {
  const e = expected(i);
  const report = page.getByRole("region", { name: "Your Health Report" });
  await expect(report).toBeVisible();
  const figure = (label: string) =>
    report
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd");
  await expect(figure("BMI")).toHaveText(`${e.bmi}${e.category}`);
  await expect(report.getByTestId("bmi-category")).toHaveText(e.category);
  await expect(figure("Daily Calorie Needs")).toHaveText(`${e.calories} (kcal)`);
  await expect(figure("Protein")).toHaveText(`${e.protein} (g)`);
  await expect(figure("Fats")).toHaveText(`${e.fats} (g)`);
  await expect(figure("Carbohydrates")).toHaveText(`${e.carbs} (g)`);
  await expect(figure("Water Intake")).toHaveText(`${e.water} (ml/day)`);
  const legend = report.getByRole("list", { name: "Calories from Protein, Fats and Carbs" });
  await expect(legend.getByRole("listitem").nth(0)).toContainText(`Protein${e.protein * 4} kcal`);
  await expect(legend.getByRole("listitem").nth(1)).toContainText(`Fats${e.fats * 9} kcal`);
  await expect(legend.getByRole("listitem").nth(2)).toContainText(`Carbs${e.carbs * 4} kcal`);
  await expect(report.getByText("Stay consistent, sleep well, and keep moving daily for better health.")).toBeVisible();
}

test.describe("know yourself", () => {
  test("computes the report in the browser, with no request, for several inputs", async ({ page }) => {
    await page.goto("/know-yourself");
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // React Router's lazy route discovery (/__manifest) and the favicon may come late on a busy machine: not
      // the calculator's doing. Anything else (a form post, a .data fetch) would be.
      if (/^\/(assets\/|__manifest$|favicon\.svg$)/.test(url.pathname)) return;
      requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    for (const inputs of CASES) {
      await fillCalculator(page, inputs);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expectReport(page, inputs);
    }
    await expect(page.getByRole("img", { name: "Calories from Protein, Fats and Carbs" })).toBeVisible();
    // The report with its chart drawn: the chart's title and description ids are not the page's other ids.
    await expectCleanIds(page, "know yourself report");
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(/\/know-yourself$/);
  });

  test("the chart code loads only once a report is shown, and draws three coloured slices", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
    });
    const chartChunk = () => scripts.filter((s) => /CaloriePie/.test(s));

    await page.goto("/know-yourself");
    await page.waitForLoadState("networkidle");
    expect(chartChunk()).toEqual([]);

    await fillCalculator(page, CASES[0]!);
    await page.getByRole("button", { name: "Calculate" }).click();
    const chart = page.getByRole("img", { name: "Calories from Protein, Fats and Carbs" });
    await expect(chart).toBeVisible();
    expect(chartChunk()).toHaveLength(1);
    // Three slices, coloured green, amber and blue.
    const fills = await page
      .getByTestId("calorie-chart")
      .locator("path")
      .evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
    expect(fills).toEqual(["rgb(22, 163, 74)", "rgb(245, 158, 11)", "rgb(37, 99, 235)"]);
  });

  test("shows the validation message, then clears it on a valid calculation", async ({ page }) => {
    const message = "Please enter valid positive numbers for height, weight, and age.";
    await page.goto("/know-yourself");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(page.getByRole("heading", { name: "Your Health Report" })).toHaveCount(0);

    await page.getByLabel("Height (cm)").fill("170");
    await page.getByLabel("Weight (kg)").fill("-3");
    await page.getByLabel("Age").fill("30");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(page.getByLabel("Weight (kg)")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Weight (kg)").fill("65");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("heading", { name: "Your Health Report" })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
    await expect(page.getByLabel("Weight (kg)")).not.toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Age").fill("0");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);
  });

  test("works without JavaScript: the server renders the same report @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with JavaScript the page computes it: the test above");
    await page.goto("/know-yourself");
    for (const inputs of CASES.slice(0, 3)) {
      await fillCalculator(page, inputs);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/\/know-yourself$/);
      await expectReport(page, inputs);
      // The submitted values stay in the form.
      await expect(page.getByLabel("Height (cm)")).toHaveValue(String(inputs.height));
      await expect(page.getByLabel("Goal")).toHaveValue(
        { "Maintain Weight": "maintain", "Lose Weight": "lose", "Gain Muscle": "gain" }[inputs.goal],
      );
    }
  });

  test("without JavaScript a bad input shows the message with status 400 @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the browser validates and nothing is posted");
    await page.goto("/know-yourself");
    await page.getByLabel("Height (cm)").fill("170");
    await page.getByLabel("Age").fill("30");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Calculate" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "Please enter valid positive numbers for height, weight, and age.",
    );
    await expect(page.getByLabel("Height (cm)")).toHaveValue("170");
  });
});

import { describe, expect, it } from "vitest";
import { CALCULATOR_ERROR } from "#app/lib/calculator";
import { loader as articleLoader } from "#app/routes/public/article";
import { action as knowYourselfAction } from "#app/routes/public/know-yourself";
import { context, get, postForm } from "#tests/helpers/requests";
import { CALCULATOR_SAMPLE } from "#tests/helpers/samples";

const SLUGS = ["brown-bread", "nutrition-labels", "hidden-sugars", "no-results", "mind-game", "reels-trends"];

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function articleArgs(slug: string) {
  const request = get(`/blogs/${slug}`);
  return { request, params: { slug }, context: context(), unstable_pattern: "/blogs/:slug" } as unknown as Parameters<
    typeof articleLoader
  >[0];
}

describe("/blogs/:slug loader", () => {
  it.each(SLUGS)("serves the article %s with its sections", (slug) => {
    const { article } = articleLoader(articleArgs(slug));
    expect(article.slug).toBe(slug);
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.intro.length).toBeGreaterThan(0);
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
  });

  it.each(["unknown", "brown-bread-2", "BROWN-BREAD", ""])("throws a 404 for the slug %j", (slug) => {
    let thrown: unknown;
    try {
      articleLoader(articleArgs(slug));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as DataWithInit)?.type).toBe("DataWithResponseInit");
    expect((thrown as DataWithInit).init?.status).toBe(404);
  });
});

function calcArgs(fields: Record<string, string>) {
  return {
    request: postForm("/know-yourself", fields),
    params: {},
    context: context(),
    unstable_pattern: "/know-yourself",
  } as unknown as Parameters<typeof knowYourselfAction>[0];
}

describe("POST /know-yourself (the calculator without JavaScript)", () => {
  it("renders the report from the same module", async () => {
    // The form posts text: the sample's numbers as the visitor typed them.
    const values = Object.fromEntries(Object.entries(CALCULATOR_SAMPLE.input).map(([k, v]) => [k, String(v)]));
    const result = await knowYourselfAction(calcArgs(values));
    expect(result).toEqual({ values, report: CALCULATOR_SAMPLE.report, error: null, fields: {} });
  });

  it("answers 400 with the required message and keeps the values", async () => {
    const result = (await knowYourselfAction(
      calcArgs({ height: "170", weight: "", age: "0", gender: "male", activity: "active", goal: "gain" }),
    )) as unknown as DataWithInit;
    expect(result.type).toBe("DataWithResponseInit");
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      values: { height: "170", weight: "", age: "0", gender: "male", activity: "active", goal: "gain" },
      report: null,
      error: CALCULATOR_ERROR,
      fields: {
        weight: "Enter your weight as a number from 2 to 300 kg.",
        age: "Enter your age as a number from 2 to 120 years.",
      },
    });
  });

  it("rejects a negative height", async () => {
    const result = (await knowYourselfAction(
      calcArgs({ height: "-180", weight: "80", age: "40", gender: "male", activity: "light", goal: "lose" }),
    )) as unknown as DataWithInit;
    expect(result.init?.status).toBe(400);
    expect((result.data as { error: string }).error).toBe(
      "Please enter valid positive numbers for height, weight, and age.",
    );
  });
});

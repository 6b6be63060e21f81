// The import check of scripts/check-imports.mjs (no circle, no upward import in app/), run on the real tree by
// every `npm test`, and shown to catch each kind of problem on small made-up trees.
import { describe, expect, it } from "vitest";
import { analyseImports, checkImports } from "../../scripts/check-imports.mjs";

const analyse = analyseImports as (sources: Record<string, string>) => string[];

describe("imports of app/", () => {
  it("form no circle and point nowhere upwards", () => {
    const { files, problems } = checkImports(process.cwd()) as { files: number; problems: string[] };
    expect(files).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("finds a circle, type-only and dynamic imports included", () => {
    expect(
      analyse({
        "app/server/a.server.ts": 'import { b } from "./b.server";',
        "app/server/b.server.ts": 'import type { C } from "#app/server/c.server";',
        "app/server/c.server.ts": 'export async function c() { return import("./a.server"); }',
        "app/server/d.server.ts": 'import { a } from "./a.server";',
      }),
    ).toEqual(["import circle: app/server/a.server.ts -> app/server/b.server.ts -> app/server/c.server.ts -> app/server/a.server.ts"]);
  });

  it("finds upward imports and imports leaving app/", () => {
    expect(
      analyse({
        "app/routes/public/search.tsx": "export type SearchData = {};",
        "app/components/public/SearchBox.tsx": 'import type { SearchData } from "#app/routes/public/search";',
        "app/lib/price.ts": 'import { env } from "../server/env.server";',
        "app/server/env.server.ts": 'export { Button } from "#app/components/ui/Button";',
        "app/components/ui/Button.tsx": 'import { art } from "../../../tools/art/art";',
      }),
    ).toEqual([
      "app/components/public/SearchBox.tsx imports app/routes/public/search.tsx: app/components/ must not import app/routes/",
      "app/lib/price.ts imports app/server/env.server.ts: app/lib/ must not import app/server/",
      "app/server/env.server.ts imports app/components/ui/Button.tsx: app/server/ must not import app/components/",
      "app/components/ui/Button.tsx imports ../../../tools/art/art, outside app/",
    ]);
  });

  it("follows neither packages, assets, generated code nor route types", () => {
    expect(
      analyse({
        "app/root.tsx": 'import "./app.css"; import { Link } from "react-router"; import type { Route } from "./+types/root";',
        "app/server/db.server.ts": 'import { PrismaClient } from "#app/generated/prisma/client";',
      }),
    ).toEqual([]);
  });
});

// The floors of app/ are ESLint rules (eslint.config.js: import-x/no-restricted-paths and import-x/no-cycle), so
// `npm run lint` enforces them. These tests show that the rules really fire: on sources that break them, linted
// as if they stood in app/, and on a real circle written to disk (no-cycle follows files, not text).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("the floors of app/", () => {
  it.each([
    ["app/lib/x.ts", 'import { env } from "../server/platform/env.server";\nexport const a = env;\n'],
    ["app/lib/x.ts", 'import { Footer } from "#app/components/public/Footer";\nexport const a = Footer;\n'],
    ["app/components/public/X.tsx", 'import { env } from "#app/server/platform/env.server";\nexport const a = env;\n'],
    ["app/server/x.server.ts", 'import { Footer } from "../components/public/Footer";\nexport const a = Footer;\n'],
    ["app/server/x.server.ts", 'import { loader } from "#app/routes/public/home";\nexport const a = loader;\n'],
    ["app/lib/x.ts", 'import { a as b } from "../../tests/helpers/db";\nexport const a = b;\n'],
    [
      "app/server/platform/x.server.ts",
      'import { listOfferings } from "../models/offerings.server";\nexport const a = listOfferings;\n',
    ],
    [
      "app/server/models/x.server.ts",
      'import { apiError } from "#app/server/http/api.server";\nexport const a = apiError;\n',
    ],
    [
      "app/server/storage/x.server.ts",
      'import { render } from "../email/templates.server";\nexport const a = render;\n',
    ],
  ])("%s may not import a higher floor (case %#)", async (file, code) => {
    expect(await ruleIds(code, file)).toContain("import-x/no-restricted-paths");
  });

  it("lets each floor import the ones below it", async () => {
    expect(
      await ruleIds(
        'import { formatMoney } from "#app/lib/money";\nexport const a = formatMoney;\n',
        "app/server/x.server.ts",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'import { formatMoney } from "../../lib/money";\nexport const a = formatMoney;\n',
        "app/components/public/X.tsx",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'import { env } from "../platform/env.server";\nexport const a = env;\n',
        "app/server/models/x.server.ts",
      ),
    ).toEqual([]);
  });

  describe("import circles", () => {
    let dir: string | undefined;
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it("are refused, through #app/ paths and dynamic imports too", async () => {
      dir = await mkdtemp(path.join(process.cwd(), "app/lib/import-circle-"));
      const rel = path.relative(path.join(process.cwd(), "app"), dir);
      await writeFile(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b;\n');
      await writeFile(path.join(dir, "b.ts"), `export const b = () => import("#app/${rel}/a");\n`);
      const [a, b] = await eslint.lintFiles([path.join(dir, "a.ts"), path.join(dir, "b.ts")]);
      expect(a?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
      expect(b?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
    });
  });
});

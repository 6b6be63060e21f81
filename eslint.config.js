import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The floors of app/server, lowest first: a folder may import the ones below it, never one above (so no two
// folders depend on each other both ways). Folders on one floor do not import each other.
const SERVER_FLOORS = [
  ["platform", "content"],
  ["storage", "email"],
  ["auth"],
  ["models"],
  ["insights"],
  ["http"],
  ["forms", "admin"],
  ["seed"],
  ["main"],
];
const serverFloorZones = SERVER_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    target: `app/server/${folder}`,
    from: SERVER_FLOORS.slice(level + 1)
      .flat()
      .concat(floor.filter((other) => other !== folder))
      .map((other) => `app/server/${other}`),
    message: `app/server/${folder} may not import a folder on its own floor or above: move the shared code down.`,
  })),
).filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "app/generated/", "node_modules/", "data/", "uploads/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/generated/prisma/*"], message: "Only app/server/** may import the Prisma client." }],
          // The barrel re-exports every icon: a chunk that imports it takes along every icon any page uses.
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon from its own module (import Search from "lucide-react/icons/search").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/server/**/*.ts", "tests/**/*.ts", "prisma.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The floors of app/: lib/ runs in the browser and in Node, so it sees none of the others; components/ draw
    // and never reach the server; server/ never renders. Nothing in app/ reaches the tools, tests or scripts, and
    // no module imports itself back through a circle (a circle makes module start-up order matter).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "app/lib",
              from: ["app/routes", "app/components", "app/server"],
              message: "app/lib must run in the browser and in Node.",
            },
            {
              target: "app/components",
              from: ["app/routes", "app/server"],
              message: "Components get their data from routes, never from the server.",
            },
            { target: "app/server", from: ["app/routes", "app/components"], message: "Server code never renders." },
            {
              target: "app",
              from: ["tools", "tests", "scripts"],
              message: "app/ imports nothing outside app/ but packages.",
            },
            ...serverFloorZones,
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);

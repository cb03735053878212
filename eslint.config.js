import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { floorsPlugin } from "./eslint-floors.js";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "data/**",
      "server/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      // Ambient declarations of one type-check floor (tsconfig.shared.json), not in tsconfig.json's program.
      "types/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The floors: server/ and web/ never import each other, contracts/, i18n/ and pdf/ import
    // nothing of ours, web features stand alone, the server's ground floor and engines import no domain,
    // no two server folders import each other in a cycle, and e2e/ and test-support/ read none
    // of the app's code (docs/architecture.md).
    files: [
      "server/**/*.ts",
      "web/**/*.{ts,tsx}",
      "contracts/**/*.ts",
      "i18n/**/*.ts",
      "pdf/**/*.ts",
      "e2e/**/*.ts",
      "test-support/**/*.ts",
    ],
    plugins: { floors: floorsPlugin },
    rules: { "floors/import-floors": "error" },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);

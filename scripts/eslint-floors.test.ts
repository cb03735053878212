import path from "node:path";
import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { findLongestDomainChain, findServerCycles, floorsPlugin } from "../eslint-floors.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** The longest line of server domains each importing the next (docs/decisions.md, "Engines below domains"). */
const MAX_DOMAIN_STOREYS = 3;

const root = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

tester.run("floors/import-floors", floorsPlugin.rules["import-floors"], {
  valid: [
    { filename: at("server/blog/service.ts"), code: 'import { AppError } from "../core/errors";' },
    { filename: at("server/blog/service.ts"), code: 'import { BLOG_CACHE } from "../cache/namespaces";' },
    { filename: at("server/app.ts"), code: 'import { registerBlogRoutes } from "./blog/routes";' },
    { filename: at("server/spa/ssr.test.ts"), code: 'import * as entry from "../../web/entry-server";' },
    {
      filename: at("web/features/blog/api/get-posts.ts"),
      code: 'import { useAuth } from "../../../lib/auth-context";',
    },
    { filename: at("web/pages/blog/blog-page.tsx"), code: 'import { PostList } from "../../features/blog/post-list";' },
    {
      filename: at("web/app/guards.tsx"),
      code: 'import { UpgradeScreen } from "../features/billing/components/upgrade-screen";',
    },
    { filename: at("server/documents/document-job.ts"), code: 'import { defineJobKind } from "../jobs/registry";' },
    { filename: at("server/jobs/run-job.ts"), code: 'import { askOnce } from "../ai/ask";' },
    {
      filename: at("web/app/routes.tsx"),
      code: 'const PAGES = { "pages/home/home-page.tsx": () => import("../pages/home/home-page") };',
    },
    { filename: at("contracts/blog.ts"), code: 'import { TIERS } from "./tiers";' },
    { filename: at("server/courses/certificate-pdf.ts"), code: 'import { PdfWriter } from "../../pdf/pdf-writer";' },
    { filename: at("web/features/ai-apps/start-pdf.ts"), code: 'const writer = import("../../../pdf/pdf-writer");' },
    { filename: at("web/ui/api-error-text.ts"), code: 'import { ERROR_CODES } from "../../contracts/errors";' },
    { filename: at("web/lib/tier-select.tsx"), code: 'import { TIERS } from "../../contracts/tiers";' },
    {
      filename: at("e2e/billing/stripe-checkout.spec.ts"),
      code: 'import { PUBLIC_PATHS } from "../../contracts/routes";',
    },
    {
      filename: at("e2e/billing/stripe-instance.ts"),
      code: 'import { listenStripeStandIn } from "../../test-support/stripe-stand-in";',
    },
    { filename: at("e2e/blog/blog.spec.ts"), code: 'import { createPost } from "./blog-api";' },
    { filename: at("e2e/training/quiz.spec.ts"), code: 'import { QUIZ_ES } from "../../i18n/content/quiz/es";' },
    { filename: at("test-support/fake-ai-provider.ts"), code: 'import { measureSoundSeconds } from "./ffmpeg";' },
    {
      filename: at("server/ai/ask.test.ts"),
      code: 'import { startFakeAiProvider } from "../../test-support/fake-ai-provider";',
    },
    {
      filename: at("server/test/stripe-stand-in-for-tests.ts"),
      code: 'import { listenStripeStandIn } from "../../test-support/stripe-stand-in";',
    },
    {
      filename: at("web/features/training-apps/quiz/components/quiz-app.tsx"),
      code: 'import { QUIZ_QUESTIONS } from "../../../../../i18n/content/quiz/questions";',
    },
    {
      filename: at("web/features/training-apps/glossary/search-glossary.test.ts"),
      code: 'import { GLOSSARY_ES } from "../../../../i18n/content/glossary/es";',
    },
  ],
  invalid: [
    {
      filename: at("web/pages/assistants/assistant-chat-page.tsx"),
      code: 'import { UpgradeScreen } from "../../app/upgrade-screen";',
      errors: [{ message: /web\/pages may not import web\/app/ }],
    },
    {
      filename: at("web/features/training-apps/glossary/components/glossary-app.tsx"),
      code: 'import { GLOSSARY_ES } from "../../../../../i18n/content/glossary/es";',
      errors: [{ message: /Premium content is fetched from the API/ }],
    },
    {
      filename: at("server/email/link-landing.ts"),
      code: 'import es from "../../web/locales/es/email-links.json";',
      errors: [{ message: /server\/ never imports web\// }],
    },
    {
      filename: at("server/core/errors.ts"),
      code: 'import { findUser } from "../auth/store";',
      errors: [{ message: /ground floor .* may not import server\/auth/ }],
    },
    {
      filename: at("server/cache/public-cache.ts"),
      code: 'import { readPublicPost } from "../blog/service";',
      errors: [{ message: /an engine and may not import server\/blog/ }],
    },
    {
      filename: at("server/jobs/run-job.ts"),
      code: 'import { transcriptionJob } from "../transcription/job";',
      errors: [{ message: /server\/jobs is an engine and may not import server\/transcription, a domain/ }],
    },
    {
      filename: at("server/ai/hear-recording.ts"),
      code: 'import { findCallerTier } from "../access/callers";',
      errors: [{ message: /server\/ai is an engine and may not import server\/access, a domain/ }],
    },
    {
      filename: at("server/blog/service.ts"),
      code: 'import { startUp } from "../start-up/start-up";',
      errors: [{ message: /a domain and may not import server\/start-up/ }],
    },
    {
      filename: at("web/lib/api.ts"),
      code: 'import { buildApp } from "../../server/app";',
      errors: [{ message: /web\/ never imports server\// }],
    },
    {
      filename: at("web/features/blog/components/post.tsx"),
      code: 'import { ChatPanel } from "../../assistants/components/chat-panel";',
      errors: [{ message: /web\/features\/blog may not import web\/features\/assistants/ }],
    },
    {
      filename: at("web/features/blog/components/post.tsx"),
      code: 'import { AppLayout } from "../../../app/layout/app-layout";',
      errors: [{ message: /web\/features may not import web\/app/ }],
    },
    {
      filename: at("web/ui/button.tsx"),
      code: 'import { useAuth } from "../features/auth/auth-provider";',
      errors: [{ message: /web\/ui may not import web\/features/ }],
    },
    {
      filename: at("e2e/services/audio-service.spec.ts"),
      code: 'import { makeAudio } from "../../server/test/media";',
      errors: [{ message: /e2e\/ imports contracts\/, i18n\/, test-support\/ and its own files only, never server\// }],
    },
    {
      filename: at("e2e/shell/hydration.spec.ts"),
      code: 'import { PAGE_ROUTES } from "../../web/app/routes";',
      errors: [{ message: /e2e\/ imports .* never web\// }],
    },
    {
      filename: at("test-support/media.ts"),
      code: 'import { findDecoder } from "../server/ingest/media/decoder";',
      errors: [{ message: /test-support\/ imports contracts\/, i18n\/ and its own files only, never server\// }],
    },
    {
      filename: at("test-support/fake-ai-provider.ts"),
      code: 'import { api } from "../e2e/fixtures/api";',
      errors: [{ message: /test-support\/ imports .* never e2e\// }],
    },
    {
      filename: at("server/assistants/routes.ts"),
      code: 'import { makeAudio } from "../../test-support/media";',
      errors: [{ message: /test-support\/ holds test stand-ins/ }],
    },
    {
      filename: at("web/ui/admin-form-fields.tsx"),
      code: 'import { TIERS } from "../../contracts/tiers";',
      errors: [{ message: /web\/ui holds no domain knowledge/ }],
    },
    {
      filename: at("web/ui/markdown.tsx"),
      code: 'import { GLOSSARY } from "../../i18n/content/glossary/shape";',
      errors: [{ message: /web\/ui holds no domain knowledge/ }],
    },
    {
      filename: at("contracts/blog.ts"),
      code: 'import { AppError } from "../server/core/errors";',
      errors: [{ message: /contracts\/ imports nothing of ours/ }],
    },
    {
      filename: at("i18n/content/reflection/es.ts"),
      code: 'import { TIERS } from "../../../contracts/tiers";',
      errors: [{ message: /i18n\/ imports nothing of ours/ }],
    },
    {
      filename: at("pdf/pdf-writer.ts"),
      code: 'import { SITE_NAME } from "../server/core/site";',
      errors: [{ message: /pdf\/ imports nothing of ours/ }],
    },
    {
      filename: at("pdf/pdf-writer.ts"),
      code: 'import { LANGUAGES } from "../contracts/languages";',
      errors: [{ message: /pdf\/ imports nothing of ours/ }],
    },
  ],
});

describe("the server's folders", () => {
  it("import each other in no cycle", () => {
    expect([...findServerCycles().values()]).toEqual([]);
  });

  it("stack domains at most MAX_DOMAIN_STOREYS deep: engines carry what several domains share", () => {
    const chain = findLongestDomainChain();
    expect(chain.length, chain.join(" → ")).toBeLessThanOrEqual(MAX_DOMAIN_STOREYS);
  });
});

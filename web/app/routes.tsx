import { lazy, Suspense, use, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import type { RouteObject } from "../lib/router";
import { ADMIN_PATHS, PREMIUM_APP_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS, TIER_PATHS } from "../../contracts/routes";
import type { Area, Tier } from "../../contracts/tiers";
import { PLACEHOLDERS, type PlaceholderKind } from "../ui/placeholders";
import type * as Guards from "./guards";
import { HydrationGate } from "./hydration-gate";

export type Guard = { kind: "auth" } | { kind: "area"; area: Area } | { kind: "tier"; tier: Tier } | { kind: "admin" };

/** A page's own chunk, loaded when first shown, or ahead of time (before hydrating a server-rendered page). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  load: () => Promise<ComponentType>;
  /** Its source file under web/, as Vite's build manifest names it (the server preloads its chunk: server/spa/preload.ts). */
  module: string;
};

export interface PageRoute {
  path: string;
  /** Each page is its own chunk (route-level code splitting). */
  page: LazyPage;
  placeholder: PlaceholderKind;
  guard?: Guard;
}

/**
 * Every page module, each its own chunk, loaded when first shown. The key is the module's file
 * under web/ as Vite's build manifest names it (the server preloads a rendered page's chunk by it:
 * server/spa/preload.ts); `routes.test.ts` checks that each key names the module it imports and that every page file is here. Plain
 * `import()`s, so the floors lint rule sees every page the app loads.
 */
const PAGE_MODULES = {
  "pages/home/home-page.tsx": () => import("../pages/home/home-page"),
  "pages/courses/courses-page.tsx": () => import("../pages/courses/courses-page"),
  "pages/auth/login-page.tsx": () => import("../pages/auth/login-page"),
  "pages/auth/reset-password-page.tsx": () => import("../pages/auth/reset-password-page"),
  "pages/auth/admin-auth-page.tsx": () => import("../pages/auth/admin-auth-page"),
  "pages/blog/blog-list-page.tsx": () => import("../pages/blog/blog-list-page"),
  "pages/blog/blog-category-page.tsx": () => import("../pages/blog/blog-category-page"),
  "pages/blog/blog-post-page.tsx": () => import("../pages/blog/blog-post-page"),
  "pages/subscriptions/plans-page.tsx": () => import("../pages/subscriptions/plans-page"),
  "pages/account/account-page.tsx": () => import("../pages/account/account-page"),
  "pages/subscriptions/subscription-success-page.tsx": () => import("../pages/subscriptions/subscription-success-page"),
  "pages/apps/apps-page.tsx": () => import("../pages/apps/apps-page"),
  "pages/apps/training-apps-page.tsx": () => import("../pages/apps/training-apps-page"),
  "pages/microcourses/microcourses-page.tsx": () => import("../pages/microcourses/microcourses-page"),
  "pages/microcourses/microcourse-page.tsx": () => import("../pages/microcourses/microcourse-page"),
  "pages/microcourses/lesson-page.tsx": () => import("../pages/microcourses/lesson-page"),
  "pages/software/software-list-page.tsx": () => import("../pages/software/software-list-page"),
  "pages/software/software-page.tsx": () => import("../pages/software/software-page"),
  "pages/contact/contact-page.tsx": () => import("../pages/contact/contact-page"),
  "pages/legal/terms-page.tsx": () => import("../pages/legal/terms-page"),
  "pages/legal/privacy-page.tsx": () => import("../pages/legal/privacy-page"),
  "pages/apps/maturity-checklist-page.tsx": () => import("../pages/apps/maturity-checklist-page"),
  "pages/services/services-page.tsx": () => import("../pages/services/services-page"),
  "pages/services/service-page.tsx": () => import("../pages/services/service-page"),
  "pages/assistants/assistants-portfolio-page.tsx": () => import("../pages/assistants/assistants-portfolio-page"),
  "pages/certificates/certificate-page.tsx": () => import("../pages/certificates/certificate-page"),
  "pages/assistants/assistant-landing-page.tsx": () => import("../pages/assistants/assistant-landing-page"),
  "pages/assistants/assistants-page.tsx": () => import("../pages/assistants/assistants-page"),
  "pages/auth/activate-code-page.tsx": () => import("../pages/auth/activate-code-page"),
  "pages/apps/training/reflection-page.tsx": () => import("../pages/apps/training/reflection-page"),
  "pages/apps/training/dilemmas-page.tsx": () => import("../pages/apps/training/dilemmas-page"),
  "pages/apps/training/quiz-page.tsx": () => import("../pages/apps/training/quiz-page"),
  "pages/apps/training/glossary-page.tsx": () => import("../pages/apps/training/glossary-page"),
  "pages/apps/training/prompt-coach-page.tsx": () => import("../pages/apps/training/prompt-coach-page"),
  "pages/apps/prompt-generator-page.tsx": () => import("../pages/apps/prompt-generator-page"),
  "pages/apps/maturity-checklist-app-page.tsx": () => import("../pages/apps/maturity-checklist-app-page"),
  "pages/apps/strategy-kit-page.tsx": () => import("../pages/apps/strategy-kit-page"),
  "pages/apps/training-generator-page.tsx": () => import("../pages/apps/training-generator-page"),
  "pages/assistants/assistant-chat-page.tsx": () => import("../pages/assistants/assistant-chat-page"),
  "pages/resources/resources-page.tsx": () => import("../pages/resources/resources-page"),
  "pages/admin/admin-dashboard-page.tsx": () => import("../pages/admin/admin-dashboard-page"),
  "pages/admin/admin-blog-page.tsx": () => import("../pages/admin/admin-blog-page"),
  "pages/admin/admin-users-page.tsx": () => import("../pages/admin/admin-users-page"),
  "pages/admin/admin-software-page.tsx": () => import("../pages/admin/admin-software-page"),
  "pages/admin/admin-apps-page.tsx": () => import("../pages/admin/admin-apps-page"),
  "pages/admin/admin-assistants-page.tsx": () => import("../pages/admin/admin-assistants-page"),
  "pages/admin/admin-access-codes-page.tsx": () => import("../pages/admin/admin-access-codes-page"),
  "pages/admin/admin-microcourses-page.tsx": () => import("../pages/admin/admin-microcourses-page"),
  "pages/admin/admin-lessons-page.tsx": () => import("../pages/admin/admin-lessons-page"),
  "pages/admin/admin-new-lesson-page.tsx": () => import("../pages/admin/admin-new-lesson-page"),
  "pages/admin/admin-edit-lesson-page.tsx": () => import("../pages/admin/admin-edit-lesson-page"),
  "pages/admin/admin-resources-page.tsx": () => import("../pages/admin/admin-resources-page"),
  "pages/admin/admin-outbox-page.tsx": () => import("../pages/admin/admin-outbox-page"),
  "pages/not-found-page.tsx": () => import("../pages/not-found-page"),
};

type PageFile = keyof typeof PAGE_MODULES;
type PageModule<File extends PageFile> = Awaited<ReturnType<(typeof PAGE_MODULES)[File]>>;
/** The exports of a page module that are components. */
type PageExport<File extends PageFile> = {
  [Name in keyof PageModule<File>]: PageModule<File>[Name] extends ComponentType ? Name : never;
}[keyof PageModule<File>] &
  string;

/** One page component (`HomePage` of `pages/home/home-page.tsx`), loaded lazily. */
function page<File extends PageFile>(file: File, name: PageExport<File>): LazyPage {
  const loadPage = async () => {
    const exports: Record<string, unknown> = await PAGE_MODULES[file]();
    return exports[name] as ComponentType;
  };
  return Object.assign(
    lazy(async () => ({ default: await loadPage() })),
    { load: loadPage, module: file },
  );
}

// The back office's frame is only downloaded by admins.
const AdminLayout = lazy(() => import("./layout/admin-layout").then((module) => ({ default: module.AdminLayout })));

const AUTH: Guard = { kind: "auth" };
/** The premium pages (docs/product.md, "Gated areas"): each area's tier comes from contracts/tiers.ts. */
const TRAINING_APPS: Guard = { kind: "area", area: "trainingApps" };
const AI_APPS: Guard = { kind: "area", area: "aiApps" };
const ADMIN: Guard = { kind: "admin" };

/** Every page of the product (contracts/routes.ts), public first, then signed-in, premium and admin. */
export const PAGE_ROUTES: PageRoute[] = [
  { path: PUBLIC_PATHS.home, page: page("pages/home/home-page.tsx", "HomePage"), placeholder: "threeCard" },
  { path: PUBLIC_PATHS.courses, page: page("pages/courses/courses-page.tsx", "CoursesPage"), placeholder: "listing" },
  { path: PUBLIC_PATHS.login, page: page("pages/auth/login-page.tsx", "LoginPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.resetPassword,
    page: page("pages/auth/reset-password-page.tsx", "ResetPasswordPage"),
    placeholder: "detail",
  },
  {
    path: PUBLIC_PATHS.adminAuth,
    page: page("pages/auth/admin-auth-page.tsx", "AdminAuthPage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.blog, page: page("pages/blog/blog-list-page.tsx", "BlogListPage"), placeholder: "listing" },
  {
    path: PUBLIC_PATHS.blogCategory,
    page: page("pages/blog/blog-category-page.tsx", "BlogCategoryPage"),
    placeholder: "listing",
  },
  { path: PUBLIC_PATHS.blogPost, page: page("pages/blog/blog-post-page.tsx", "BlogPostPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.subscriptions,
    page: page("pages/subscriptions/plans-page.tsx", "PlansPage"),
    placeholder: "fourCard",
  },
  { path: PUBLIC_PATHS.account, page: page("pages/account/account-page.tsx", "AccountPage"), placeholder: "account" },
  {
    path: PUBLIC_PATHS.subscriptionSuccess,
    page: page("pages/subscriptions/subscription-success-page.tsx", "SubscriptionSuccessPage"),
    placeholder: "threeCard",
  },
  { path: PUBLIC_PATHS.apps, page: page("pages/apps/apps-page.tsx", "AppsPage"), placeholder: "threeCard" },
  {
    path: PUBLIC_PATHS.trainingApps,
    page: page("pages/apps/training-apps-page.tsx", "TrainingAppsPage"),
    placeholder: "threeCard",
  },
  {
    path: PUBLIC_PATHS.microcourses,
    page: page("pages/microcourses/microcourses-page.tsx", "MicrocoursesPage"),
    placeholder: "listing",
  },
  {
    path: PUBLIC_PATHS.microcourse,
    page: page("pages/microcourses/microcourse-page.tsx", "MicrocoursePage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.lesson, page: page("pages/microcourses/lesson-page.tsx", "LessonPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.softwareList,
    page: page("pages/software/software-list-page.tsx", "SoftwareListPage"),
    placeholder: "listing",
  },
  {
    path: PUBLIC_PATHS.software,
    page: page("pages/software/software-page.tsx", "SoftwarePage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.contact, page: page("pages/contact/contact-page.tsx", "ContactPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.terms, page: page("pages/legal/terms-page.tsx", "TermsPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.privacy, page: page("pages/legal/privacy-page.tsx", "PrivacyPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.maturityChecklist,
    page: page("pages/apps/maturity-checklist-page.tsx", "MaturityChecklistPage"),
    placeholder: "detail",
  },
  {
    path: PUBLIC_PATHS.services,
    page: page("pages/services/services-page.tsx", "ServicesPage"),
    placeholder: "fourCard",
  },
  { path: PUBLIC_PATHS.service, page: page("pages/services/service-page.tsx", "ServicePage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.assistantsPortfolio,
    page: page("pages/assistants/assistants-portfolio-page.tsx", "AssistantsPortfolioPage"),
    placeholder: "threeCard",
  },
  {
    path: PUBLIC_PATHS.certificate,
    page: page("pages/certificates/certificate-page.tsx", "CertificatePage"),
    placeholder: "detail",
  },
  {
    path: PUBLIC_PATHS.assistantLanding,
    page: page("pages/assistants/assistant-landing-page.tsx", "AssistantLandingPage"),
    placeholder: "detail",
  },

  {
    path: SIGNED_IN_PATHS.assistants,
    page: page("pages/assistants/assistants-page.tsx", "AssistantsPage"),
    placeholder: "listing",
    guard: AUTH,
  },
  {
    path: SIGNED_IN_PATHS.activateCode,
    page: page("pages/auth/activate-code-page.tsx", "ActivateCodePage"),
    placeholder: "detail",
    guard: AUTH,
  },

  {
    path: PREMIUM_APP_PATHS.reflection,
    page: page("pages/apps/training/reflection-page.tsx", "ReflectionAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.dilemmas,
    page: page("pages/apps/training/dilemmas-page.tsx", "DilemmasAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.quiz,
    page: page("pages/apps/training/quiz-page.tsx", "QuizAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.glossary,
    page: page("pages/apps/training/glossary-page.tsx", "GlossaryAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptCoach,
    page: page("pages/apps/training/prompt-coach-page.tsx", "PromptCoachAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptGenerator,
    page: page("pages/apps/prompt-generator-page.tsx", "PromptGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptGeneratorShort,
    page: page("pages/apps/prompt-generator-page.tsx", "PromptGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.maturityChecklistApp,
    page: page("pages/apps/maturity-checklist-app-page.tsx", "MaturityChecklistAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.strategyKit,
    page: page("pages/apps/strategy-kit-page.tsx", "StrategyKitAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.trainingGenerator,
    page: page("pages/apps/training-generator-page.tsx", "TrainingGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },

  // The assistant's own tier is checked by its page once loaded (docs/architecture.md); here a signed-in free tier.
  {
    path: TIER_PATHS.assistant,
    page: page("pages/assistants/assistant-chat-page.tsx", "AssistantChatPage"),
    placeholder: "detail",
    guard: { kind: "tier", tier: "free" },
  },
  {
    path: TIER_PATHS.resources,
    page: page("pages/resources/resources-page.tsx", "ResourcesPage"),
    placeholder: "listing",
    guard: { kind: "area", area: "resources" },
  },

  {
    path: ADMIN_PATHS.dashboard,
    page: page("pages/admin/admin-dashboard-page.tsx", "AdminDashboardPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.blog,
    page: page("pages/admin/admin-blog-page.tsx", "AdminBlogPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.users,
    page: page("pages/admin/admin-users-page.tsx", "AdminUsersPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.software,
    page: page("pages/admin/admin-software-page.tsx", "AdminSoftwarePage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.apps,
    page: page("pages/admin/admin-apps-page.tsx", "AdminAppsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.assistants,
    page: page("pages/admin/admin-assistants-page.tsx", "AdminAssistantsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.accessCodes,
    page: page("pages/admin/admin-access-codes-page.tsx", "AdminAccessCodesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.microcourses,
    page: page("pages/admin/admin-microcourses-page.tsx", "AdminMicrocoursesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.lessons,
    page: page("pages/admin/admin-lessons-page.tsx", "AdminLessonsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.newLesson,
    page: page("pages/admin/admin-new-lesson-page.tsx", "AdminNewLessonPage"),
    placeholder: "detail",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.editLesson,
    page: page("pages/admin/admin-edit-lesson-page.tsx", "AdminEditLessonPage"),
    placeholder: "detail",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.resources,
    page: page("pages/admin/admin-resources-page.tsx", "AdminResourcesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.outbox,
    page: page("pages/admin/admin-outbox-page.tsx", "AdminOutboxPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
];

export const NOT_FOUND_PATH = "*";

export const NotFoundPage = page("pages/not-found-page.tsx", "NotFoundPage");

type GuardsModule = typeof Guards;
let guards: GuardsModule | undefined;
let guardsLoading: Promise<GuardsModule> | undefined;

/**
 * The route guards come with the first guarded page, not with every page: with the upgrade
 * screen, the tier table's lists and their icons they were about 2 KB gzipped of a visitor's first
 * load. Before hydrating a guarded page (and before rendering it on the server) they are
 * loaded like the page's chunk (hydration.ts), so `Guarded` renders them at once.
 */
export function loadGuards(): Promise<GuardsModule> {
  guardsLoading ??= import("./guards").then(
    (module) => (guards = module),
    (error: unknown) => {
      guardsLoading = undefined;
      throw error;
    },
  );
  return guardsLoading;
}

function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { RequireAdminPage, RequireArea, RequireAuth, RequireTier } = guards ?? use(loadGuards());
  switch (guard.kind) {
    case "auth":
      return <RequireAuth>{children}</RequireAuth>;
    case "area":
      return <RequireArea area={guard.area}>{children}</RequireArea>;
    case "tier":
      return <RequireTier tier={guard.tier}>{children}</RequireTier>;
    case "admin":
      return (
        <RequireAdminPage>
          <Suspense fallback={null}>
            <AdminLayout>{children}</AdminLayout>
          </Suspense>
        </RequireAdminPage>
      );
  }
}

function withGuard(guard: Guard | undefined, element: ReactNode, placeholder: ReactNode): ReactNode {
  if (!guard) return element;
  return (
    <Suspense fallback={placeholder}>
      <Guarded guard={guard}>{element}</Guarded>
    </Suspense>
  );
}

/**
 * The page routes. `loaded` holds pages already loaded by path (the server-rendered page, before
 * hydrating): they render at once instead of suspending, inside the same Suspense boundary.
 */
export function buildPageRoutes(loaded: ReadonlyMap<string, ComponentType> = new Map()): RouteObject[] {
  const routes: RouteObject[] = PAGE_ROUTES.map(({ path, page: LazyPage, placeholder, guard }) => {
    const Placeholder = PLACEHOLDERS[placeholder];
    const Page = loaded.get(path) ?? LazyPage;
    return {
      path,
      element: withGuard(
        guard,
        <Suspense fallback={<Placeholder />}>
          <HydrationGate>
            <Page />
          </HydrationGate>
        </Suspense>,
        <Placeholder />,
      ),
    };
  });
  const NotFound = loaded.get(NOT_FOUND_PATH) ?? NotFoundPage;
  routes.push({
    path: NOT_FOUND_PATH,
    element: (
      <Suspense fallback={null}>
        <HydrationGate>
          <NotFound />
        </HydrationGate>
      </Suspense>
    ),
  });
  return routes;
}

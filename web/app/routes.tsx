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

/** Every page module, each its own chunk, by its path from this file. */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType | undefined>>("../pages/**/*-page.tsx");

/** Loads one named export of a page module (`blog/blog-list-page`, under web/pages) lazily. */
function page(file: string, name: string): LazyPage {
  const load = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module web/pages/${file}.tsx`);
  const loadPage = async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`web/pages/${file}.tsx has no export ${name}`);
    return component;
  };
  return Object.assign(
    lazy(async () => ({ default: await loadPage() })),
    { load: loadPage, module: `pages/${file}.tsx` },
  );
}

// The back office's frame is only downloaded by admins.
const AdminLayout = lazy(() => import("./layout/admin-layout").then((module) => ({ default: module.AdminLayout })));

const AUTH: Guard = { kind: "auth" };
/** The premium pages (docs/product.md, "Gated areas"): each area's tier comes from contracts/tiers.ts. */
const TRAINING_APPS: Guard = { kind: "area", area: "trainingApps" };
const AI_APPS: Guard = { kind: "area", area: "aiApps" };
const ADMIN: Guard = { kind: "admin" };

/** Every page of spec section 2, in the order of the spec. */
export const PAGE_ROUTES: PageRoute[] = [
  { path: PUBLIC_PATHS.home, page: page("home/home-page", "HomePage"), placeholder: "threeCard" },
  { path: PUBLIC_PATHS.courses, page: page("courses/courses-page", "CoursesPage"), placeholder: "listing" },
  { path: PUBLIC_PATHS.login, page: page("auth/login-page", "LoginPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.resetPassword,
    page: page("auth/reset-password-page", "ResetPasswordPage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.adminAuth, page: page("auth/admin-auth-page", "AdminAuthPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.blog, page: page("blog/blog-list-page", "BlogListPage"), placeholder: "listing" },
  {
    path: PUBLIC_PATHS.blogCategory,
    page: page("blog/blog-category-page", "BlogCategoryPage"),
    placeholder: "listing",
  },
  { path: PUBLIC_PATHS.blogPost, page: page("blog/blog-post-page", "BlogPostPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.subscriptions, page: page("subscriptions/plans-page", "PlansPage"), placeholder: "fourCard" },
  { path: PUBLIC_PATHS.account, page: page("account/account-page", "AccountPage"), placeholder: "account" },
  {
    path: PUBLIC_PATHS.subscriptionSuccess,
    page: page("subscriptions/subscription-success-page", "SubscriptionSuccessPage"),
    placeholder: "threeCard",
  },
  { path: PUBLIC_PATHS.apps, page: page("apps/apps-page", "AppsPage"), placeholder: "threeCard" },
  {
    path: PUBLIC_PATHS.trainingApps,
    page: page("apps/training-apps-page", "TrainingAppsPage"),
    placeholder: "threeCard",
  },
  {
    path: PUBLIC_PATHS.microcourses,
    page: page("microcourses/microcourses-page", "MicrocoursesPage"),
    placeholder: "listing",
  },
  {
    path: PUBLIC_PATHS.microcourse,
    page: page("microcourses/microcourse-page", "MicrocoursePage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.lesson, page: page("microcourses/lesson-page", "LessonPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.softwareList,
    page: page("software/software-list-page", "SoftwareListPage"),
    placeholder: "listing",
  },
  { path: PUBLIC_PATHS.software, page: page("software/software-page", "SoftwarePage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.contact, page: page("contact/contact-page", "ContactPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.terms, page: page("legal/terms-page", "TermsPage"), placeholder: "detail" },
  { path: PUBLIC_PATHS.privacy, page: page("legal/privacy-page", "PrivacyPage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.maturityChecklist,
    page: page("apps/maturity-checklist-page", "MaturityChecklistPage"),
    placeholder: "detail",
  },
  { path: PUBLIC_PATHS.services, page: page("services/services-page", "ServicesPage"), placeholder: "fourCard" },
  { path: PUBLIC_PATHS.service, page: page("services/service-page", "ServicePage"), placeholder: "detail" },
  {
    path: PUBLIC_PATHS.assistantsPortfolio,
    page: page("assistants/assistants-portfolio-page", "AssistantsPortfolioPage"),
    placeholder: "threeCard",
  },
  {
    path: PUBLIC_PATHS.certificate,
    page: page("certificates/certificate-page", "CertificatePage"),
    placeholder: "detail",
  },
  {
    path: PUBLIC_PATHS.assistantLanding,
    page: page("assistants/assistant-landing-page", "AssistantLandingPage"),
    placeholder: "detail",
  },

  {
    path: SIGNED_IN_PATHS.assistants,
    page: page("assistants/assistants-page", "AssistantsPage"),
    placeholder: "listing",
    guard: AUTH,
  },
  {
    path: SIGNED_IN_PATHS.activateCode,
    page: page("auth/activate-code-page", "ActivateCodePage"),
    placeholder: "detail",
    guard: AUTH,
  },

  {
    path: PREMIUM_APP_PATHS.reflection,
    page: page("apps/training/reflection-page", "ReflectionAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.dilemmas,
    page: page("apps/training/dilemmas-page", "DilemmasAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.quiz,
    page: page("apps/training/quiz-page", "QuizAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.glossary,
    page: page("apps/training/glossary-page", "GlossaryAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptCoach,
    page: page("apps/training/prompt-coach-page", "PromptCoachAppPage"),
    placeholder: "detail",
    guard: TRAINING_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptGenerator,
    page: page("apps/prompt-generator-page", "PromptGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.promptGeneratorShort,
    page: page("apps/prompt-generator-page", "PromptGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.maturityChecklistApp,
    page: page("apps/maturity-checklist-app-page", "MaturityChecklistAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.strategyKit,
    page: page("apps/strategy-kit-page", "StrategyKitAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },
  {
    path: PREMIUM_APP_PATHS.trainingGenerator,
    page: page("apps/training-generator-page", "TrainingGeneratorAppPage"),
    placeholder: "detail",
    guard: AI_APPS,
  },

  // The assistant's own tier is checked by its page once loaded (docs/architecture.md); here a signed-in free tier.
  {
    path: TIER_PATHS.assistant,
    page: page("assistants/assistant-chat-page", "AssistantChatPage"),
    placeholder: "detail",
    guard: { kind: "tier", tier: "free" },
  },
  {
    path: TIER_PATHS.resources,
    page: page("resources/resources-page", "ResourcesPage"),
    placeholder: "listing",
    guard: { kind: "area", area: "resources" },
  },

  {
    path: ADMIN_PATHS.dashboard,
    page: page("admin/admin-dashboard-page", "AdminDashboardPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.blog,
    page: page("admin/admin-blog-page", "AdminBlogPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.users,
    page: page("admin/admin-users-page", "AdminUsersPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.software,
    page: page("admin/admin-software-page", "AdminSoftwarePage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.apps,
    page: page("admin/admin-apps-page", "AdminAppsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.assistants,
    page: page("admin/admin-assistants-page", "AdminAssistantsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.accessCodes,
    page: page("admin/admin-access-codes-page", "AdminAccessCodesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.microcourses,
    page: page("admin/admin-microcourses-page", "AdminMicrocoursesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.lessons,
    page: page("admin/admin-lessons-page", "AdminLessonsPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.newLesson,
    page: page("admin/admin-new-lesson-page", "AdminNewLessonPage"),
    placeholder: "detail",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.editLesson,
    page: page("admin/admin-edit-lesson-page", "AdminEditLessonPage"),
    placeholder: "detail",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.resources,
    page: page("admin/admin-resources-page", "AdminResourcesPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
  {
    path: ADMIN_PATHS.outbox,
    page: page("admin/admin-outbox-page", "AdminOutboxPage"),
    placeholder: "listing",
    guard: ADMIN,
  },
];

export const NOT_FOUND_PATH = "*";

export const NotFoundPage = page("not-found-page", "NotFoundPage");

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

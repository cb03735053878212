/**
 * Every page path of the product, shared by the router in web/ and by the
 * server, which answers 404 for a path that matches none of them.
 */
export const PUBLIC_PATHS = {
  home: "/",
  courses: "/cursos",
  login: "/login",
  resetPassword: "/reset-password",
  adminAuth: "/admin/auth",
  blog: "/blog",
  blogCategory: "/blog/categoria/:categoria",
  blogPost: "/blog/:slug",
  subscriptions: "/suscripciones",
  account: "/cuenta",
  subscriptionSuccess: "/suscripcion-exitosa",
  apps: "/apps",
  trainingApps: "/apps/formacion",
  microcourses: "/microcursos",
  microcourse: "/microcursos/:courseSlug",
  lesson: "/microcursos/:courseSlug/:lessonSlug",
  softwareList: "/software",
  software: "/software/:slug",
  contact: "/contacto",
  terms: "/terminos",
  privacy: "/privacidad",
  maturityChecklist: "/checklist-madurez",
  services: "/servicios",
  service: "/servicios/:slug",
  assistantsPortfolio: "/portafolio-asistentes",
  assistantLanding: "/asistente/:slug",
  certificate: "/certificados/:code",
} as const;

export const SIGNED_IN_PATHS = {
  assistants: "/asistentes",
  activateCode: "/activar-codigo",
} as const;

/** The premium pages (docs/product.md, "Gated areas"): each is a training or AI app. */
export const PREMIUM_APP_PATHS = {
  reflection: "/apps/formacion/reflexion-ia",
  dilemmas: "/apps/formacion/dilemas-ia",
  quiz: "/apps/formacion/quiz-ia",
  glossary: "/apps/formacion/glosario-ia",
  promptCoach: "/apps/formacion/prompt-coach",
  promptGenerator: "/apps/generador-prompts",
  promptGeneratorShort: "/prompt-generator",
  maturityChecklistApp: "/apps/checklist-madurez-ia",
  strategyKit: "/apps/kit-estrategia-ia",
  trainingGenerator: "/apps/generador-formacion",
} as const;

export const TIER_PATHS = {
  assistant: "/asistentes/:slug",
  resources: "/recursos",
} as const;

export const ADMIN_PATHS = {
  dashboard: "/admin",
  blog: "/admin/blog",
  users: "/admin/usuarios",
  software: "/admin/software",
  apps: "/admin/apps",
  assistants: "/admin/asistentes",
  accessCodes: "/admin/codigos-acceso",
  microcourses: "/admin/microcursos",
  lessons: "/admin/microcursos/:courseId/lecciones",
  newLesson: "/admin/microcursos/:courseId/lecciones/nueva",
  editLesson: "/admin/microcursos/:courseId/lecciones/:lessonId/editar",
  resources: "/admin/recursos",
  outbox: "/admin/correo",
} as const;

export const ALL_PAGE_PATHS: readonly string[] = [
  ...Object.values(PUBLIC_PATHS),
  ...Object.values(SIGNED_IN_PATHS),
  ...Object.values(PREMIUM_APP_PATHS),
  ...Object.values(TIER_PATHS),
  ...Object.values(ADMIN_PATHS),
];

/** Fills `:params` of a route pattern. */
export function buildPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** True when a URL path matches one of the page patterns (trailing slash tolerated). */
export function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ALL_PAGE_PATHS.some((pattern) => matchesPattern(pattern, clean));
}

/** True for a back-office page (every ADMIN_PATHS pattern; the /admin/auth gate is a public page). */
export function isAdminPagePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.values(ADMIN_PATHS).some((pattern) => matchesPattern(pattern, clean));
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split("/");
  const pathParts = pathname.split("/");
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index] ?? "";
    return part.startsWith(":") ? actual.length > 0 : part === actual;
  });
}

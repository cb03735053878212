import { AI_SERVICE_PAGES } from "../../../contracts/ai-service-pages";

/** Main navigation (docs/product.md, "Navigation and layout"), in order; labels are `common:nav.<key>`. */
export const NAV_LINKS = [
  { key: "home", to: "/" },
  { key: "assistants", to: "/asistentes" },
  { key: "microcourses", to: "/microcursos" },
  { key: "resources", to: "/recursos" },
  { key: "blog", to: "/blog" },
  { key: "subscriptions", to: "/suscripciones" },
  { key: "contact", to: "/contacto" },
] as const;

export const APPS_LINKS = [
  { key: "aiApps", to: "/apps" },
  { key: "trainingApps", to: "/apps/formacion" },
] as const;

/** The paid AI tools, each on its service page: first-class in the menus, not only in the footer. */
export const TOOL_LINKS = AI_SERVICE_PAGES.map(({ service, path }) => ({ key: service, to: path }));

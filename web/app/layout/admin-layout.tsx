import type { ReactNode } from "react";
import { NavLink } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ADMIN_PATHS } from "../../../contracts/routes";
import { cn } from "../../lib/cn";

const ADMIN_SECTIONS = [
  { key: "dashboard", to: ADMIN_PATHS.dashboard },
  { key: "blog", to: ADMIN_PATHS.blog },
  { key: "users", to: ADMIN_PATHS.users },
  { key: "accessCodes", to: ADMIN_PATHS.accessCodes },
  { key: "assistants", to: ADMIN_PATHS.assistants },
  { key: "microcourses", to: ADMIN_PATHS.microcourses },
  { key: "resources", to: ADMIN_PATHS.resources },
  { key: "software", to: ADMIN_PATHS.software },
  { key: "apps", to: ADMIN_PATHS.apps },
] as const;

/** The back office frame: section navigation beside the page (above it on small screens). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <nav aria-label={t("admin.navigation")} className="lg:w-56 lg:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted">{t("admin.title")}</p>
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.key} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.to === ADMIN_PATHS.dashboard}
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface-muted",
                    isActive ? "bg-accent-soft text-accent" : "text-muted",
                  )
                }
              >
                {t(`admin.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

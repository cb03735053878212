import { Link, NavLink } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft, Sparkles, UserRound } from "lucide-react";
import { ADMIN_PATHS } from "../../../contracts/routes";
import { cn } from "../../lib/cn";
import { ADMIN_SECTION_GROUPS } from "./admin-sections";
import { LanguageSelector } from "./language-selector";

const ITEM_CLASS =
  "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-surface hover:text-foreground";

/** The logo and "Administración": leads to the back office's first page. */
export function AdminBrand() {
  const { t } = useTranslation();
  return (
    <Link to={ADMIN_PATHS.dashboard} className="flex min-w-0 items-center gap-2 rounded-lg font-bold text-foreground">
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-accent text-white">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block truncate">{t("brand.name")}</span>
        <span className="block text-xs font-medium text-muted">{t("admin.title")}</span>
      </span>
    </Link>
  );
}

/** The sections by group, then the way back to the public site, the admin's own account and the language. */
export function AdminSidebarLinks() {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t("admin.navigation")} className="flex-1 space-y-5 px-3 py-4">
        {ADMIN_SECTION_GROUPS.map((group) => (
          <div key={group.key}>
            {group.key !== "overview" && (
              <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted">
                {t(`admin.groups.${group.key}`)}
              </p>
            )}
            <ul className="space-y-0.5">
              {group.sections.map(({ key, to, icon: Icon }) => (
                <li key={key}>
                  <NavLink
                    to={to}
                    end={to === ADMIN_PATHS.dashboard}
                    className={({ isActive }) =>
                      cn(ITEM_CLASS, isActive ? "bg-surface text-accent shadow-sm" : "text-muted")
                    }
                  >
                    <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {t(`admin.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="space-y-0.5 border-t border-border px-3 py-4">
        <Link to="/" className={cn(ITEM_CLASS, "text-muted")}>
          <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("admin.backToSite")}
        </Link>
        <Link to="/cuenta" className={cn(ITEM_CLASS, "text-muted")}>
          <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("nav.account")}
        </Link>
        {/* Under 1024 px the top bar holds it. */}
        <div className="hidden pt-2 lg:block">
          <LanguageSelector side="top" align="start" />
        </div>
      </div>
    </>
  );
}

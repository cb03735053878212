import { useEffect } from "react";
import { NavLink } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { cn } from "../../lib/cn";
import { AccountButton } from "./account-button";
import { APPS_LINKS, NAV_LINKS, TOOL_LINKS } from "./nav-links";

/** The collapsed navigation under 768 px; Escape closes it. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [onClose]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-surface-muted",
      isActive ? "text-accent" : "text-foreground",
    );

  return (
    <div
      id="mobile-menu"
      data-testid="mobile-menu"
      className="border-t border-border bg-surface px-4 pb-6 pt-2 shadow-lg md:hidden"
    >
      <ul className="space-y-1">
        {NAV_LINKS.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">{t("nav.apps")}</p>
      <ul className="mt-1 space-y-1">
        {APPS_LINKS.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end className={linkClass}>
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted">{t("nav.aiTools")}</p>
      <ul className="mt-1 space-y-1">
        {TOOL_LINKS.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end className={linkClass}>
              {t(`nav.tools.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <AccountButton className="mt-4 w-full" />
    </div>
  );
}

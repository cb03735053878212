import { useState } from "react";
import { Link, NavLink, useLocation } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Menu, Sparkles, X } from "lucide-react";
import { Button } from "../../ui/button";
import { cn } from "../../lib/cn";
import { AccountButton } from "./account-button";
import { AppsMenu } from "./apps-menu";
import { LanguageSelector } from "./language-selector";
import { MobileMenu } from "./mobile-menu";
import { NAV_LINKS } from "./nav-links";

export function Navbar() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const isMenuOpen = openOnPath === location.pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <nav aria-label={t("nav.mainNavigation")} className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-foreground">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-accent text-white">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          </span>
          {/* Between 768 and 1024 px the links need the room; the logo still leads home. */}
          <span className="md:sr-only lg:not-sr-only">{t("brand.name")}</span>
        </Link>

        <div className="hidden flex-1 items-center gap-0.5 md:flex lg:ml-2">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.key}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-surface-muted hover:text-foreground xl:px-3",
                  isActive ? "text-accent" : "text-muted",
                )
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
          <AppsMenu />
        </div>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSelector />
          <div className="hidden md:block">
            <AccountButton />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={isMenuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setOpenOnPath(isMenuOpen ? null : location.pathname)}
          >
            {isMenuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      </nav>
      {isMenuOpen && <MobileMenu onClose={() => setOpenOnPath(null)} />}
    </header>
  );
}

import { Outlet, useLocation } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ErrorBoundary } from "../error-screen";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { ScrollToTop } from "./scroll-to-top";
import { useScrollOnNavigate } from "./use-scroll-on-navigate";
import { SessionLimitBanner } from "../../features/auth/components/session-limit-banner";

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-white"
      >
        {t("nav.skipToContent")}
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <SessionLimitBanner />
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}

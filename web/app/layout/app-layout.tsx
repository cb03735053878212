import { Outlet, useLocation, useScrollRestoration } from "../../lib/router";
import { isAdminPagePath } from "../../../contracts/routes";
import { ErrorBoundary } from "../error-screen";
import { PublicFrame } from "./public-frame";
import { SessionLimitBanner } from "../../features/auth/components/session-limit-banner";

/**
 * The frame of every page. Back-office pages draw their own (the admin frame for admins, the
 * public one around a refusal: back-office-gate.tsx), so the public header and footer stay out.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  const page = (
    <>
      <SessionLimitBanner />
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
    </>
  );
  if (isAdminPagePath(pathname)) return page;
  return <PublicFrame>{page}</PublicFrame>;
}

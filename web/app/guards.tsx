import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { ShieldAlert } from "lucide-react";
import { AREA_TIERS, liveTierOf, tierAtLeast, type Area, type Tier } from "../../contracts/tiers";
import { useAuth } from "../lib/auth-context";
import { Button } from "../ui/button";
import { DetailPlaceholder } from "../ui/placeholders";
import { PublicFrame } from "./layout/public-frame";
import { GateMessage, UpgradeScreen } from "../features/billing/components/upgrade-screen";

/**
 * Route wrappers for navigation only: the server decides every permission again.
 * While auth loads they show a placeholder; a visitor goes to /login and comes back after.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <DetailPlaceholder />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/**
 * A part of the product gated as a whole (docs/product.md, "Gated areas"): the tier comes
 * from the tier table the server enforces. A visitor or a lower plan stays on the page and is
 * told what opens it — sign in, or the plan with what it includes.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const { user, loading, subscription, subscriptionLoading, isAdmin } = useAuth();
  const tier = AREA_TIERS[area];
  if (loading || (user && subscriptionLoading)) return <DetailPlaceholder />;
  if (!user) return <UpgradeScreen tier={tier} />;
  if (!isAdmin && !tierAtLeast(liveTierOf(subscription), tier)) return <UpgradeScreen tier={tier} />;
  return children;
}

/** At least the given tier (docs/product.md, "Gated areas"). */
export function RequireTier({ tier, children }: { tier: Tier; children: ReactNode }) {
  return (
    <RequireAuth>
      <SubscriptionGate isAllowed={(subscription) => tierAtLeast(subscription.tier, tier)} tier={tier}>
        {children}
      </SubscriptionGate>
    </RequireAuth>
  );
}

/**
 * A back-office page, which draws its own frame (app-layout.tsx leaves the public one out): the
 * children (admin frame and page) for an admin; the public frame around a refusal.
 */
export function RequireAdminPage({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, subscriptionLoading } = useAuth();
  const location = useLocation();
  if (loading || (user && subscriptionLoading)) return <DetailPlaceholder />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (isAdmin) return children;
  return (
    <PublicFrame>
      <AdminOnlyScreen />
    </PublicFrame>
  );
}

function SubscriptionGate({
  isAllowed,
  tier,
  children,
}: {
  isAllowed: (subscription: ReturnType<typeof useAuth>["subscription"]) => boolean;
  tier: Tier;
  children: ReactNode;
}) {
  const { subscription, subscriptionLoading, isAdmin } = useAuth();
  if (subscriptionLoading) return <DetailPlaceholder />;
  if (!isAdmin && !isAllowed(subscription)) return <UpgradeScreen tier={tier} />;
  return children;
}

function AdminOnlyScreen() {
  const { t } = useTranslation();
  return (
    <GateMessage icon={<ShieldAlert className="h-7 w-7" aria-hidden="true" />} title={t("guard.adminTitle")}>
      <p>{t("guard.adminText")}</p>
      <Button asChild variant="secondary">
        <Link to="/">{t("guard.home")}</Link>
      </Button>
    </GateMessage>
  );
}

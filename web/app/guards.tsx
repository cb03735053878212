import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { Lock, ShieldAlert } from "lucide-react";
import { hasPremiumAccess, tierAtLeast, type Tier } from "../../contracts/tiers";
import { useAuth } from "../lib/auth-context";
import { Button } from "../ui/button";
import { DetailPlaceholder } from "../ui/placeholders";
import { PublicFrame } from "./layout/public-frame";

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

/** Spec "Premium required": an active or trialing premium or enterprise plan (docs/architecture.md). */
export function RequirePremium({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <SubscriptionGate isAllowed={hasPremiumAccess} tier="premium">
        {children}
      </SubscriptionGate>
    </RequireAuth>
  );
}

/** Spec "Premium tier required": at least the given tier. */
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

export function UpgradeScreen({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return (
    <GateMessage icon={<Lock className="h-7 w-7" aria-hidden="true" />} title={t("guard.upgradeTitle")}>
      <p>{t("guard.upgradeText", { tier: t(`tiers.${tier}`) })}</p>
      <Button asChild size="lg">
        <Link to="/suscripciones">{t("guard.upgradeCta")}</Link>
      </Button>
    </GateMessage>
  );
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

function GateMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center text-muted">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">{icon}</span>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      {children}
    </section>
  );
}

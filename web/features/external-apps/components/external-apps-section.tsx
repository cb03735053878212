import { useTranslation } from "../../../lib/translation/use-translation";
import { useAuth } from "../../../lib/auth-context";
import { useExternalApps } from "../api/list-external-apps";
import { ExternalAppCard } from "./external-app-card";

/** The external apps part of /apps; free accounts and visitors see every card locked (docs/product.md, "Gated areas"). */
export function ExternalAppsSection() {
  const { t } = useTranslation("external-apps");
  const { user, subscription, isAdmin } = useAuth();
  const list = useExternalApps();
  const apps = list.data?.apps ?? [];
  const hasLocked = apps.some((app) => app.locked);
  const noticeFor = () => {
    if (!user) return t("section.lockedNoticeVisitor");
    const isFree = !subscription.subscribed || subscription.tier === "free";
    return isFree && !isAdmin ? t("section.lockedNoticeFree") : t("section.lockedNoticeUpgrade");
  };
  return (
    <section aria-labelledby="external-apps-title" className="mt-12">
      <h2 id="external-apps-title" className="text-2xl font-bold tracking-tight text-foreground">
        {t("section.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t("section.description")}</p>
      {hasLocked && (
        <p className="mt-4 rounded-lg border border-border bg-accent-soft px-4 py-3 text-sm text-foreground">
          {noticeFor()}
        </p>
      )}
      {list.isPending && <p className="mt-6 text-muted">{t("section.loading")}</p>}
      {list.isError && (
        <p role="alert" className="mt-6 text-muted">
          {t("section.error")}
        </p>
      )}
      {list.data && apps.length === 0 && <p className="mt-6 text-muted">{t("section.empty")}</p>}
      {apps.length > 0 && (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app) => (
            <li key={app.id}>
              <ExternalAppCard app={app} isSignedIn={Boolean(user)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

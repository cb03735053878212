import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowRight } from "lucide-react";
import { servicePath, type ServiceDefinition } from "../../../../contracts/services";
import { Badge } from "../../../ui/badge";
import { ServiceIcon } from "./service-icon";
import type { ServiceTexts } from "./use-service-texts";

export function ServiceCard({ service, texts }: { service: ServiceDefinition; texts: ServiceTexts }) {
  const { t } = useTranslation("services");
  return (
    <article className="group flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:border-accent hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <ServiceIcon icon={service.icon} />
        <Badge className="bg-surface-muted text-muted">{t(`detail.tiers.${service.includedIn}`)}</Badge>
      </div>
      <h2 className="text-xl font-semibold text-foreground">{texts.title}</h2>
      <p className="flex-1 text-muted">{texts.summary}</p>
      <Link
        to={servicePath(service.slug)}
        aria-label={`${t("list.more")}: ${texts.title}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
      >
        {t("list.more")}
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </article>
  );
}

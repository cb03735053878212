import type { ReactNode } from "react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowLeft, ArrowRight, Check, UserRound } from "lucide-react";
import { contactPathFor, type ServiceDefinition } from "../../../../contracts/services";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { ServiceIcon } from "./service-icon";
import type { ServiceTexts } from "./use-service-texts";

/**
 * An AI service's own tool on its page: `open` for a member whose plan includes it (the button
 * jumps to the tool), `upgrade` for anyone else (the button leads to the plans).
 */
export interface ServiceToolSlot {
  access: "open" | "upgrade";
  tool: ReactNode;
}

/** A service's page: what it does, for whom, a worked example, which plan includes it and a way in. */
export function ServiceDetail({
  service,
  texts,
  toolSlot,
}: {
  service: ServiceDefinition;
  texts: ServiceTexts;
  toolSlot?: ServiceToolSlot;
}) {
  const { t } = useTranslation("services");
  const { t: tJobs } = useTranslation("service-jobs");
  const plan = t(`detail.tiers.${service.includedIn}`);
  const ctaPath = service.cta.kind === "page" ? service.cta.path : contactPathFor(service.cta.inquiryType);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <Link to="/servicios" className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("detail.back")}
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ServiceIcon icon={service.icon} className="h-14 w-14" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 text-lg text-muted">{texts.summary}</p>
        </div>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-[2fr_1fr]">
        <Card className="space-y-8">
          <section aria-labelledby="service-what">
            <h2 id="service-what" className="text-xl font-semibold text-foreground">
              {t("detail.whatItDoes")}
            </h2>
            <p className="mt-2 text-foreground">{texts.description}</p>
          </section>
          <section aria-labelledby="service-features">
            <h2 id="service-features" className="text-xl font-semibold text-foreground">
              {t("detail.features")}
            </h2>
            <ul className="mt-3 space-y-2">
              {texts.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-foreground">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="service-example">
            <h2 id="service-example" className="text-xl font-semibold text-foreground">
              {t("detail.example")}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <div className="rounded-xl bg-surface-muted p-4">
                <dt className="text-sm font-semibold text-muted">{t("detail.exampleInput")}</dt>
                <dd className="mt-1 text-foreground">{texts.exampleInput}</dd>
              </div>
              <div className="rounded-xl bg-accent-soft p-4">
                <dt className="text-sm font-semibold text-accent">{t("detail.exampleOutput")}</dt>
                <dd className="mt-1 text-foreground">{texts.exampleOutput}</dd>
              </div>
            </dl>
          </section>
        </Card>

        <aside className="space-y-6">
          <Card>
            <h2 className="text-lg font-semibold text-foreground">{t("detail.forWhom")}</h2>
            <ul className="mt-3 space-y-2">
              {texts.forWhom.map((audience) => (
                <li key={audience} className="flex items-start gap-2 text-sm text-foreground">
                  <UserRound className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                  {audience}
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-foreground">{t("detail.includedIn")}</h2>
            <p className="mt-2">
              <Badge>
                {service.includedIn === "enterprise"
                  ? t("detail.includedOnContract")
                  : service.includedIn === "free"
                    ? t("detail.includedInEveryPlan")
                    : t("detail.includedInPlan", { plan })}
              </Badge>
            </p>
            {/* One way to the plans: not beside the main button when that one already leads there. */}
            {toolSlot?.access !== "upgrade" && (
              <Link to="/suscripciones" className="mt-3 inline-block text-sm font-semibold text-accent hover:underline">
                {t("detail.seePlans")}
              </Link>
            )}
          </Card>
          <div className="flex flex-col gap-3">
            {toolSlot?.access === "open" && (
              <Button asChild size="lg">
                <a href="#herramienta">
                  {tJobs("tool.open")}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </a>
              </Button>
            )}
            {toolSlot?.access === "upgrade" && (
              <Button asChild size="lg">
                <Link to="/suscripciones">
                  {tJobs("tool.seePlans")}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
            {!toolSlot && (
              <Button asChild size="lg">
                <Link to={ctaPath}>
                  {texts.ctaLabel}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
            {service.cta.kind === "page" && (
              <Button asChild variant="secondary">
                <Link to={contactPathFor("sales")}>{t("detail.contactCta")}</Link>
              </Button>
            )}
          </div>
        </aside>
      </div>
      {toolSlot?.access === "open" && <div className="mt-10">{toolSlot.tool}</div>}
    </article>
  );
}

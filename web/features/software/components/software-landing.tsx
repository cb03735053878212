import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import type { TSoftwareLanding } from "../../../../contracts/software";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { RenderedMarkdown } from "../../../ui/rendered-markdown";
import { ScreenshotImage } from "./screenshot-image";

/** The landing of one product: pitch, features, screenshots, description, price and call to action. */
export function SoftwareLanding({ product }: { product: TSoftwareLanding }) {
  const { t } = useTranslation("software");
  const isExternal = /^https?:\/\//i.test(product.ctaUrl);
  const cta = (
    <Button asChild size="lg">
      {isExternal ? (
        <a href={product.ctaUrl} target="_blank" rel="noopener noreferrer">
          {t("landing.cta")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : (
        <Link to={product.ctaUrl}>
          {t("landing.cta")}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </Button>
  );
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <Link to="/software" className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("landing.back")}
      </Link>
      <header className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t("landing.eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">{product.name}</h1>
          <p className="mt-4 text-lg text-muted">{product.tagline}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {cta}
            {product.pricing && <p className="text-sm font-medium text-foreground">{product.pricing}</p>}
          </div>
        </div>
        {product.cover && (
          <ScreenshotImage
            url={product.cover.url}
            alt={product.cover.alt}
            sizes="(min-width: 1024px) 560px, 100vw"
            className="rounded-2xl border border-border shadow-lg"
            isPriority
          />
        )}
      </header>

      {product.features.length > 0 && (
        <section aria-labelledby="software-features" className="mt-14">
          <h2 id="software-features" className="text-2xl font-semibold text-foreground">
            {t("landing.features")}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                <span className="text-foreground">{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.description && (
        <Card className="mt-14">
          <RenderedMarkdown html={product.descriptionHtml} />
        </Card>
      )}

      {product.screenshots.length > 1 && (
        <section aria-labelledby="software-screenshots" className="mt-14">
          <h2 id="software-screenshots" className="text-2xl font-semibold text-foreground">
            {t("landing.screenshots")}
          </h2>
          <ul className="mt-5 grid gap-6 md:grid-cols-2">
            {product.screenshots.map((screenshot) => (
              <li key={screenshot.url}>
                <figure>
                  {/* The caption says what the screenshot shows; the same words as alt text would be read twice. */}
                  <ScreenshotImage
                    url={screenshot.url}
                    alt=""
                    sizes="(min-width: 768px) 50vw, 100vw"
                    className="rounded-xl border border-border"
                  />
                  {screenshot.alt && <figcaption className="mt-2 text-sm text-muted">{screenshot.alt}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="software-pricing" className="mt-14 rounded-2xl bg-accent-soft p-8 text-center">
        <h2 id="software-pricing" className="text-2xl font-semibold text-foreground">
          {t("landing.pricing")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-foreground">{product.pricing || t("landing.pricingOnRequest")}</p>
        <div className="mt-6 flex justify-center">{cta}</div>
      </section>
    </article>
  );
}

import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowRight, AppWindow } from "lucide-react";
import type { TSoftwareSummary } from "../../../../contracts/software";
import { ScreenshotImage } from "./screenshot-image";

/** A product on /software: its first screenshot, name, tagline and price line. */
export function SoftwareCard({ product, isFirst = false }: { product: TSoftwareSummary; isFirst?: boolean }) {
  const { t } = useTranslation("software");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:border-accent hover:shadow-md">
      {product.cover ? (
        <ScreenshotImage
          url={product.cover.url}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="border-b border-border object-cover"
          isPriority={isFirst}
        />
      ) : (
        <div className="flex aspect-[16/9] items-center justify-center border-b border-border bg-accent-soft text-accent">
          <AppWindow className="h-10 w-10" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-semibold text-foreground">
          <Link
            to={`/software/${encodeURIComponent(product.slug)}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-accent"
          >
            {product.name}
          </Link>
        </h2>
        <p className="flex-1 text-muted">{product.tagline}</p>
        {product.pricing && <p className="text-sm font-medium text-foreground">{product.pricing}</p>}
        <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-accent">
          {t("list.more")}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

import { useTranslation } from "../../../lib/translation/use-translation";
import {
  ClipboardCheck,
  Download,
  ExternalLink,
  FileText,
  LayoutTemplate,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { DOWNLOADS_SHOWN_FROM, type ResourceType, type TResource } from "../../../../contracts/resources";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { numberFormat } from "../../../lib/intl-formats";

const ICONS: Record<ResourceType, LucideIcon> = {
  template: LayoutTemplate,
  guide: FileText,
  checklist: ClipboardCheck,
  toolkit: Wrench,
};

function formatSize(bytes: number, language: string): string {
  const kilobytes = bytes / 1024;
  const formatter = numberFormat(language, { maximumFractionDigits: 1 });
  return kilobytes < 1024 ? `${formatter.format(kilobytes)} KB` : `${formatter.format(kilobytes / 1024)} MB`;
}

/** One resource: type, title, description, file facts and its download button. */
export function ResourceCard({
  resource,
  onDownload,
  isDownloading,
}: {
  resource: TResource;
  onDownload: () => void;
  isDownloading: boolean;
}) {
  const { t, i18n } = useTranslation("resources");
  const Icon = ICONS[resource.type];
  const isLink = resource.kind === "link";
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <Icon className="h-5 w-5 text-accent" aria-hidden="true" />
        <span>{t(`types.${resource.type}`)}</span>
        <span aria-hidden="true">·</span>
        <span>{t(`categories.${resource.category}`)}</span>
      </div>
      <h2 className="mt-3 text-lg font-semibold text-foreground">{resource.title}</h2>
      <p className="mt-2 flex-1 text-sm text-muted">{resource.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-xs text-muted">
        {resource.requiredTier !== "premium" && (
          <Badge>{t("tierBadge", { tier: t(`tiers.${resource.requiredTier}`, { ns: "common" }) })}</Badge>
        )}
        {resource.fileSize !== null && <span>{formatSize(resource.fileSize, i18n.language)}</span>}
        {resource.downloads >= DOWNLOADS_SHOWN_FROM && <span>{t("downloads", { count: resource.downloads })}</span>}
      </div>
      <Button
        className="mt-4 self-start"
        onClick={onDownload}
        disabled={isDownloading}
        aria-label={isLink ? t("openLabel", { title: resource.title }) : t("downloadLabel", { title: resource.title })}
      >
        {isLink ? (
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Download className="h-4 w-4" aria-hidden="true" />
        )}
        {isLink ? t("open") : t("download")}
      </Button>
    </article>
  );
}

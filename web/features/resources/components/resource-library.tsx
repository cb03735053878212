import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { FolderOpen } from "lucide-react";
import { toast } from "../../../ui/toast";
import { ApiError } from "../../../lib/api";
import { ListEmpty, ListError } from "../../../ui/list-states";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { useDownloadResource, useResources } from "../api/resources";
import { ResourceCard } from "./resource-card";
import { filterResources, ResourceFilters, type ResourceFilter } from "./resource-filters";

/** The premium library: filters over the cards, the listing placeholder while it loads. */
export function ResourceLibrary() {
  const { t } = useTranslation("resources");
  const list = useResources();
  const download = useDownloadResource();
  const [filter, setFilter] = useState<ResourceFilter>({ query: "" });
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <ListError message={t("error")} onRetry={() => void list.refetch()} />;
  const { resources } = list.data;
  if (resources.length === 0) return <ListEmpty icon={FolderOpen}>{t("emptyAll")}</ListEmpty>;
  const shown = filterResources(resources, filter);
  return (
    <>
      <ResourceFilters filter={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <ListEmpty icon={FolderOpen}>{t("empty")}</ListEmpty>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((resource) => (
            <li key={resource.id}>
              <ResourceCard
                resource={resource}
                isDownloading={download.isPending && download.variables.id === resource.id}
                onDownload={() =>
                  download.mutate(resource, {
                    onError: (error) => {
                      const tier =
                        error instanceof ApiError && error.code === "tier_required" ? resource.requiredTier : undefined;
                      toast.error(
                        tier ? t("tierError", { tier: t(`tiers.${tier}`, { ns: "common" }) }) : t("downloadError"),
                      );
                    },
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

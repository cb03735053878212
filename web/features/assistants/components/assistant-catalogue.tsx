import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAssistantDetail } from "../../../../contracts/assistants";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { useCatalogue } from "../api/get-catalogue";
import { AssistantCard } from "./assistant-card";
import { AssistantFilters, filterAssistants, type AssistantFilter } from "./assistant-filters";

/** The signed-in catalogue: every assistant, locked ones with a lock and an upgrade link. */
export function AssistantCatalogue() {
  const { t, i18n } = useTranslation("assistants");
  const catalogue = useCatalogue();
  const [filter, setFilter] = useState<AssistantFilter>({ query: "" });
  if (catalogue.isPending) return <ListingPlaceholder />;
  if (catalogue.isError)
    return (
      <p role="alert" className="text-muted">
        {t("catalogue.error")}
      </p>
    );
  const { assistants } = catalogue.data;
  const shown = filterAssistants(assistants, filter, i18n.language);
  return (
    <>
      <AssistantFilters
        filter={filter}
        onChange={setFilter}
        categories={assistants.map((assistant) => assistant.category)}
      />
      <AssistantGrid assistants={shown} />
    </>
  );
}

function AssistantGrid({ assistants }: { assistants: TAssistantDetail[] }) {
  const { t } = useTranslation("assistants");
  if (assistants.length === 0) return <p className="text-muted">{t("catalogue.empty")}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {assistants.map((assistant) => (
        <li key={assistant.slug} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <AssistantCard assistant={assistant} href={`/asistentes/${assistant.slug}`} locked={assistant.locked} />
          </div>
        </li>
      ))}
    </ul>
  );
}

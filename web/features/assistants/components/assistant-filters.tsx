import { useTranslation } from "../../../lib/translation/use-translation";
import { ASSISTANT_CATEGORIES, type AssistantCategory, type TPublicAssistant } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";
import { Input } from "../../../ui/form-controls";
import { localizeAssistant } from "./localize-assistant";

const CHIP =
  "inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition whitespace-nowrap cursor-pointer";

export interface AssistantFilter {
  query: string;
  category?: AssistantCategory;
}

/** Folds case and accents so "analisis" finds "Análisis". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The assistants whose name or descriptions (in the interface language) match, in the chosen category. */
export function filterAssistants<T extends TPublicAssistant>(
  assistants: T[],
  { query, category }: AssistantFilter,
  language: string,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return assistants.filter((assistant) => {
    if (category && assistant.category !== category) return false;
    const texts = localizeAssistant(assistant, language);
    const haystack = fold(`${texts.name} ${texts.shortDescription} ${texts.longDescription} ${assistant.name}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Search box and category chips over a list of assistants (filtered in the browser: the list is short). */
export function AssistantFilters({
  filter,
  onChange,
  categories,
}: {
  filter: AssistantFilter;
  onChange: (filter: AssistantFilter) => void;
  /** Only the categories that have an assistant. */
  categories: AssistantCategory[];
}) {
  const { t } = useTranslation("assistants");
  const chips: (AssistantCategory | undefined)[] = [
    undefined,
    ...ASSISTANT_CATEGORIES.filter((category) => categories.includes(category)),
  ];
  return (
    <div className="mb-8 space-y-4">
      <Input
        type="search"
        role="searchbox"
        aria-label={t("catalogue.searchLabel")}
        placeholder={t("catalogue.searchLabel")}
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
        className="max-w-xl"
      />
      <div
        role="group"
        aria-label={t("catalogue.categoriesLabel")}
        className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {chips.map((category) => {
          const isActive = filter.category === category;
          return (
            <button
              key={category ?? "all"}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange({ ...filter, category })}
              className={cn(
                CHIP,
                isActive
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-border bg-surface text-foreground hover:border-accent hover:text-accent",
              )}
            >
              {category ? t(`categories.${category}`) : t("catalogue.allCategories")}
            </button>
          );
        })}
      </div>
    </div>
  );
}

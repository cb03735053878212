import { useTranslation } from "../../../lib/translation/use-translation";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  type ResourceCategory,
  type ResourceType,
  type TResource,
} from "../../../../contracts/resources";
import { Input, Label, Select } from "../../../ui/form-controls";

export interface ResourceFilter {
  query: string;
  type?: ResourceType;
  category?: ResourceCategory;
}

/** Folds case and accents so "guia" finds "Guía". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The resources whose title or description hold every word, of the chosen type and category. */
export function filterResources(resources: TResource[], { query, type, category }: ResourceFilter): TResource[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return resources.filter((resource) => {
    if (type && resource.type !== type) return false;
    if (category && resource.category !== category) return false;
    const haystack = fold(`${resource.title} ${resource.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Search box and type/category selects (filtered in the browser: the list is short). */
export function ResourceFilters({
  filter,
  onChange,
}: {
  filter: ResourceFilter;
  onChange: (filter: ResourceFilter) => void;
}) {
  const { t } = useTranslation("resources");
  return (
    <div className="mb-8 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <Label htmlFor="resource-search">{t("searchLabel")}</Label>
        <Input
          id="resource-search"
          type="search"
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      <div>
        <Label htmlFor="resource-type">{t("typeLabel")}</Label>
        <Select
          id="resource-type"
          value={filter.type ?? ""}
          onChange={(event) =>
            onChange({ ...filter, type: RESOURCE_TYPES.find((type) => type === event.target.value) })
          }
        >
          <option value="">{t("allTypes")}</option>
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="resource-category">{t("categoryLabel")}</Label>
        <Select
          id="resource-category"
          value={filter.category ?? ""}
          onChange={(event) =>
            onChange({ ...filter, category: RESOURCE_CATEGORIES.find((category) => category === event.target.value) })
          }
        >
          <option value="">{t("allCategories")}</option>
          {RESOURCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

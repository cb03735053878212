import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { cn } from "../../../lib/cn";
import { useCategories } from "../api/get-categories";

const CHIP =
  "inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition whitespace-nowrap";

/** The category filter: "All" and one chip per category; the search text is kept. */
export function CategoryChips({ activeSlug, query }: { activeSlug?: string; query: string }) {
  const { t } = useTranslation("blog");
  const categories = useCategories();
  const search = query ? `?q=${encodeURIComponent(query)}` : "";
  const chips = [
    { slug: undefined, name: t("list.allCategories"), to: `/blog${search}` },
    ...(categories.data?.categories ?? []).map((category) => ({
      slug: category.slug,
      name: category.name,
      to: `/blog/categoria/${category.slug}${search}`,
    })),
  ];
  return (
    <nav aria-label={t("list.categoriesLabel")}>
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
        {chips.map((chip) => {
          const isActive = chip.slug === activeSlug;
          return (
            <li key={chip.slug ?? "all"} className="shrink-0">
              <Link
                to={chip.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  CHIP,
                  isActive
                    ? "border-accent bg-accent text-accent-foreground"
                    : "border-border bg-surface text-foreground hover:border-accent hover:text-accent",
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

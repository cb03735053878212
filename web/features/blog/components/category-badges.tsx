import { Link } from "../../../lib/router";
import type { TCategoryRef } from "../../../../contracts/blog";

/** Category badges linking to /blog/categoria/{slug} (the home shows at most 5). */
export function CategoryBadges({ categories, label }: { categories: TCategoryRef[]; label: string }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/blog/categoria/${category.slug}`}
              className="inline-flex items-center rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm font-medium text-foreground shadow-sm transition hover:border-accent hover:text-accent"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

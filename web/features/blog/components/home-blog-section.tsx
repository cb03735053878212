import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../ui/skeleton";

/** The home blog section (spec section 2): categories, one featured post, up to 8 others. */
export function HomeBlogSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-blog-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-blog-title" className="text-2xl font-bold tracking-tight sm:text-3xl">{t("blog.title")}</h2>
          <p className="mt-2 text-muted">{t("blog.subtitle")}</p>
        </div>
        <Link to="/blog" className="text-sm font-medium text-accent hover:underline">{t("blog.all")}</Link>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-64" />
        ))}
      </div>
    </section>
  );
}

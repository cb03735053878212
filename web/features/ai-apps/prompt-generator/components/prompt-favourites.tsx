import { useTranslation } from "../../../../lib/translation/use-translation";
import { toast } from "../../../../ui/toast";
import type { TPromptFavourite } from "../../../../../contracts/prompt-generator";
import { Button } from "../../../../ui/button";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useDeletePromptFavourite, usePromptFavourites } from "../../api/prompt-favourites";

/** The user's saved prompts: load one back into the form, or delete it. */
export function PromptFavourites({ onLoad }: { onLoad: (favourite: TPromptFavourite) => void }) {
  const { t } = useTranslation("ai-apps");
  const formatDate = useFormatDate("mediumDate");
  const favourites = usePromptFavourites();
  const remove = useDeletePromptFavourite();

  const handleDelete = (id: string) => {
    if (!window.confirm(t("promptGenerator.deleteConfirm"))) return;
    remove.mutate(id, { onError: () => toast.error(t("errors.save")) });
  };

  return (
    <section aria-labelledby="prompt-favourites" className="flex flex-col gap-3" data-print-hide>
      <h2 id="prompt-favourites" className="text-xl font-semibold text-foreground">
        {t("promptGenerator.favouritesTitle")}
      </h2>
      {favourites.isError && <p className="text-sm text-muted">{t("errors.load")}</p>}
      {favourites.data?.favourites.length === 0 && <p className="text-muted">{t("promptGenerator.favouritesEmpty")}</p>}
      <ul className="flex flex-col gap-2">
        {favourites.data?.favourites.map((favourite) => (
          <li
            key={favourite.id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-foreground">{favourite.title}</span>
              <span className="text-sm text-muted">{formatDate(favourite.createdAt)}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onLoad(favourite)}
              aria-label={`${t("promptGenerator.load")}: ${favourite.title}`}
            >
              {t("promptGenerator.load")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => handleDelete(favourite.id)}
              aria-label={`${t("promptGenerator.delete")}: ${favourite.title}`}
            >
              {t("promptGenerator.delete")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

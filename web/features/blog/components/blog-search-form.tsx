import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Search, X } from "lucide-react";
import { SEARCH_QUERY_MAX } from "../../../../contracts/blog-limits";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/form-controls";

/** The search box; submitting puts the text in the URL (?q=). Give it `key={query}` to follow the URL. */
export function BlogSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation("blog");
  const inputId = useId();
  const [text, setText] = useState(query);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit} className="flex w-full max-w-xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t("list.searchLabel")}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("list.searchPlaceholder")}
          className="h-11 pl-9 pr-9"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            aria-label={t("list.clearSearch")}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted hover:text-foreground"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <Button type="submit" className="h-11">
        {t("list.searchSubmit")}
      </Button>
    </form>
  );
}

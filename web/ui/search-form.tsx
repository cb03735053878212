import { useState } from "react";
import { useTranslation } from "../lib/translation/use-translation";
import { Button } from "./button";
import { Input } from "./form-controls";

interface SearchFormProps {
  /** The accessible name and placeholder of the box. */
  label: string;
  /** Called with the trimmed text on submit. */
  onSearch: (query: string) => void;
  className?: string;
}

/** A search box with its submit button, for filtering a list. */
export function SearchForm({ label, onSearch, className = "flex flex-1 gap-2" }: SearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t("actions.search")}
      </Button>
    </form>
  );
}

import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";
import { Paperclip } from "lucide-react";
import { useTranslation } from "../lib/translation/use-translation";
import { cn } from "../lib/cn";
import { Button } from "./button";

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> {
  /** The native input's id: the field's <label htmlFor> names it. */
  id: string;
}

/**
 * A file field in the site's language and look. The native input's button and "no file" text
 * come from the browser ("Choose File"), so the input is hidden and this button opens it; the
 * input keeps its name, so the form still sends the file.
 */
export function FilePicker({ id, className, onChange, disabled, ...props }: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string>();

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const clear = () => setChosen(undefined);
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  return (
    <div className={cn("flex min-w-0 flex-wrap items-center gap-3", className)}>
      {/* The button opens this picker, so the input stays out of the tab order. */}
      <input
        ref={input}
        id={id}
        type="file"
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const names = Array.from(event.target.files ?? [], (file) => file.name);
          setChosen(names.length > 0 ? names.join(", ") : undefined);
          onChange?.(event);
        }}
        {...props}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-describedby={`${id}-chosen`}
        onClick={() => input.current?.click()}
      >
        <Paperclip className="h-4 w-4" aria-hidden="true" />
        {t("filePicker.choose")}
      </Button>
      <span id={`${id}-chosen`} className="min-w-0 truncate text-sm text-muted">
        {chosen ?? t("filePicker.none")}
      </span>
    </div>
  );
}

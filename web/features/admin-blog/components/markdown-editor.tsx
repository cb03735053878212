import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Bold, Code, Eye, Heading2, Italic, Link, List, PenLine, Quote } from "lucide-react";
import { POST_CONTENT_MAX } from "../../../../contracts/blog";
import { cn } from "../../../lib/cn";
import { Markdown } from "../../../ui/markdown";
import { applyMarkdown, type MarkdownAction } from "./markdown-actions";

interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

const TOOLBAR: { action: MarkdownAction; icon: ReactNode }[] = [
  { action: "bold", icon: <Bold className="h-4 w-4" aria-hidden="true" /> },
  { action: "italic", icon: <Italic className="h-4 w-4" aria-hidden="true" /> },
  { action: "heading", icon: <Heading2 className="h-4 w-4" aria-hidden="true" /> },
  { action: "link", icon: <Link className="h-4 w-4" aria-hidden="true" /> },
  { action: "list", icon: <List className="h-4 w-4" aria-hidden="true" /> },
  { action: "quote", icon: <Quote className="h-4 w-4" aria-hidden="true" /> },
  { action: "code", icon: <Code className="h-4 w-4" aria-hidden="true" /> },
];

/** A Markdown textarea with a small toolbar and a live preview (side by side on wide screens). */
export function MarkdownEditor({ id, value, onChange, invalid, describedBy }: MarkdownEditorProps) {
  const { t } = useTranslation("admin-blog");
  const [mode, setMode] = useState<"write" | "preview">("write");
  const textarea = useRef<HTMLTextAreaElement>(null);

  const handleAction = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const result = applyMarkdown(value, element.selectionStart, element.selectionEnd, action);
    onChange(result.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };

  const modeButton = (target: "write" | "preview", icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={mode === target}
      onClick={() => setMode(target)}
      className={cn(
        "inline-flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium lg:hidden",
        mode === target ? "bg-surface text-foreground shadow-sm" : "text-muted hover:text-foreground",
      )}
    >
      {icon}
      {t(`editor.${target}`)}
    </button>
  );

  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface-muted px-2 py-1.5">
        <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap gap-0.5">
          {TOOLBAR.map(({ action, icon }) => (
            <button
              key={action}
              type="button"
              onClick={() => handleAction(action)}
              aria-label={t(`editor.actions.${action}`)}
              title={t(`editor.actions.${action}`)}
              className="cursor-pointer rounded-md p-2 text-muted hover:bg-surface hover:text-foreground"
            >
              {icon}
            </button>
          ))}
        </div>
        <div className="flex gap-1 rounded-lg bg-slate-200/60 p-0.5 lg:hidden">
          {modeButton("write", <PenLine className="h-4 w-4" aria-hidden="true" />)}
          {modeButton("preview", <Eye className="h-4 w-4" aria-hidden="true" />)}
        </div>
        <span className="hidden px-2 text-xs font-medium uppercase tracking-wide text-muted lg:block">
          {t("editor.preview")}
        </span>
      </div>
      <div className="grid lg:grid-cols-2">
        <textarea
          ref={textarea}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={POST_CONTENT_MAX}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          spellCheck
          className={cn(
            "min-h-[28rem] w-full resize-y bg-surface p-4 font-mono text-sm leading-relaxed text-foreground focus:outline-none",
            mode === "preview" && "hidden lg:block",
          )}
        />
        <div
          aria-label={t("editor.preview")}
          role="region"
          className={cn(
            "max-h-[40rem] overflow-y-auto border-border bg-surface-muted/50 p-5 lg:border-l",
            mode === "write" && "hidden lg:block",
          )}
        >
          {value.trim() ? (
            <Markdown>{value}</Markdown>
          ) : (
            <p className="text-sm text-muted">{t("editor.emptyPreview")}</p>
          )}
        </div>
      </div>
    </div>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Check, Copy, Paperclip } from "lucide-react";
import type { TAttachment } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";
import { Markdown } from "../../../ui/markdown";

/** One turn: the user's text as typed, the assistant's answer as sanitized Markdown with copy buttons. */
export function ChatMessage({
  role,
  text,
  isStreaming,
  attachments = [],
}: {
  role: "user" | "assistant";
  text: string;
  isStreaming: boolean;
  attachments?: TAttachment[];
}) {
  const { t } = useTranslation("assistants");
  const [isCopied, setIsCopied] = useState(false);
  if (role === "user") {
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-3 text-sm whitespace-pre-wrap text-accent-foreground">
          <span className="sr-only">{t("chat.you")}: </span>
          {attachments.length > 0 && (
            <ul className="mb-2 flex flex-wrap gap-1.5">
              {attachments.map((attachment) => (
                <li key={attachment.id} className="inline-flex items-center gap-1 rounded-md bg-white/20 px-2 py-0.5 text-xs">
                  <Paperclip className="h-3 w-3" aria-hidden="true" />
                  {attachment.fileName}
                </li>
              ))}
            </ul>
          )}
          {text}
        </div>
      </div>
    );
  }
  return (
    <div className="group flex flex-col items-start gap-1" data-role="assistant-message">
      <div className={cn("w-full rounded-2xl rounded-bl-sm border border-border bg-surface px-4 py-3 text-sm", !text && "text-muted")}>
        <span className="sr-only">{t("chat.assistant")}: </span>
        {text ? <Markdown copyCode={{ label: t("chat.copyCode"), copiedLabel: t("chat.copied") }}>{text}</Markdown> : t("chat.thinking")}
      </div>
      {text && !isStreaming && (
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-muted hover:text-accent"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setIsCopied(true));
          }}
        >
          {isCopied ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : <Copy className="h-3.5 w-3.5" aria-hidden="true" />}
          {isCopied ? t("chat.copied") : t("chat.copy")}
        </button>
      )}
    </div>
  );
}

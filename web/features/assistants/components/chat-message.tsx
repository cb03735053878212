import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Check, Copy, Paperclip, Pencil, RefreshCw } from "lucide-react";
import type { TAttachment } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";
import { Markdown } from "../../../ui/markdown";
import { EditMessageForm } from "./edit-message-form";

interface ChatMessageProps {
  role: "user" | "assistant";
  text: string;
  isStreaming: boolean;
  attachments?: TAttachment[];
  /** The last answer: offer to answer the same message again. */
  onRegenerate?: () => void;
  /** The last user message: offer to edit it and send it again. */
  onEdit?: (text: string) => void;
}

/** One turn: the user's text as typed, the assistant's answer as sanitized Markdown with copy buttons. */
export function ChatMessage({ role, text, isStreaming, attachments = [], onRegenerate, onEdit }: ChatMessageProps) {
  if (role === "user") return <UserMessage text={text} attachments={attachments} onEdit={onEdit} />;
  return <AssistantMessage text={text} isStreaming={isStreaming} onRegenerate={onRegenerate} />;
}

function UserMessage({
  text,
  attachments,
  onEdit,
}: {
  text: string;
  attachments: TAttachment[];
  onEdit?: (text: string) => void;
}) {
  const { t } = useTranslation("assistants");
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing && onEdit) {
    return (
      <EditMessageForm
        initialText={text}
        onCancel={() => setIsEditing(false)}
        onSubmit={(edited) => {
          setIsEditing(false);
          onEdit(edited);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent px-4 py-3 text-sm whitespace-pre-wrap text-accent-foreground">
        <span className="sr-only">{t("chat.you")}: </span>
        {attachments.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-1.5">
            {attachments.map((attachment) => (
              <li
                key={attachment.id}
                className="inline-flex items-center gap-1 rounded-md bg-white/20 px-2 py-0.5 text-xs"
              >
                <Paperclip className="h-3 w-3" aria-hidden="true" />
                {attachment.fileName}
              </li>
            ))}
          </ul>
        )}
        {text}
      </div>
      {onEdit && (
        <MessageAction
          icon={<Pencil className="h-3.5 w-3.5" aria-hidden="true" />}
          label={t("chat.edit")}
          onClick={() => setIsEditing(true)}
        />
      )}
    </div>
  );
}

function AssistantMessage({
  text,
  isStreaming,
  onRegenerate,
}: {
  text: string;
  isStreaming: boolean;
  onRegenerate?: () => void;
}) {
  const { t } = useTranslation("assistants");
  const [isCopied, setIsCopied] = useState(false);
  // An answer that failed before its first word shows no bubble, only the way to try again.
  const showBubble = text.length > 0 || isStreaming;
  return (
    <div className="group flex flex-col items-start gap-1" data-role="assistant-message">
      {showBubble && (
        <div
          className={cn(
            "w-full rounded-2xl rounded-bl-sm border border-border bg-surface px-4 py-3 text-sm",
            !text && "text-muted",
          )}
        >
          <span className="sr-only">{t("chat.assistant")}: </span>
          {text ? (
            <Markdown copyCode={{ label: t("chat.copyCode"), copiedLabel: t("chat.copied") }}>{text}</Markdown>
          ) : (
            t("chat.thinking")
          )}
        </div>
      )}
      {!isStreaming && (
        <div className="flex flex-wrap gap-1">
          {text && (
            <MessageAction
              icon={
                isCopied ? (
                  <Check className="h-3.5 w-3.5" aria-hidden="true" />
                ) : (
                  <Copy className="h-3.5 w-3.5" aria-hidden="true" />
                )
              }
              label={isCopied ? t("chat.copied") : t("chat.copy")}
              onClick={() => void navigator.clipboard?.writeText(text).then(() => setIsCopied(true))}
            />
          )}
          {onRegenerate && (
            <MessageAction
              icon={<RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />}
              label={t("chat.regenerate")}
              onClick={onRegenerate}
            />
          )}
        </div>
      )}
    </div>
  );
}

function MessageAction({ icon, label, onClick }: { icon: React.ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
      onClick={onClick}
    >
      {icon}
      {label}
    </button>
  );
}

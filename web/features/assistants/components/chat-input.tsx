import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Send, Square } from "lucide-react";
import { CHAT_MESSAGE_MAX, type TAttachment } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";
import { Button } from "../../../ui/button";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";
import { numberFormat } from "../../../lib/intl-formats";

interface ChatInputProps {
  isStreaming: boolean;
  onSend: (text: string, attachments: TAttachment[]) => void;
  /** Files one message may carry on the user's plan; 0 hides the attach button. */
  maxAttachments?: number;
  onStop: () => void;
  /** Text to place in the box (an example prompt the user picked). */
  draft?: string;
}

/** The message box: Enter sends, Shift+Enter breaks the line, a live 12,000-character counter. */
export function ChatInput({ isStreaming, onSend, onStop, draft, maxAttachments = 0 }: ChatInputProps) {
  const { t, i18n } = useTranslation("assistants");
  const [text, setText] = useState("");
  const [lastDraft, setLastDraft] = useState(draft);
  if (draft !== lastDraft) {
    setLastDraft(draft);
    if (draft) setText(draft);
  }
  const counterId = useId();
  const length = text.length;
  const isTooLong = length > CHAT_MESSAGE_MAX;
  const uploads = useAttachmentUploads(maxAttachments);
  const canSend = !isStreaming && text.trim().length > 0 && !isTooLong && !uploads.isUploading;

  function send() {
    if (!canSend) return;
    onSend(text.trim(), uploads.ready);
    setText("");
    uploads.clear();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const format = numberFormat(i18n.language);
  return (
    <form
      onSubmit={handleSubmit}
      className="rounded-2xl border border-border bg-surface p-3 shadow-sm focus-within:border-accent"
    >
      <textarea
        aria-label={t("chat.inputLabel")}
        aria-describedby={counterId}
        aria-invalid={isTooLong || undefined}
        placeholder={t("chat.placeholder")}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="max-h-64 w-full resize-y bg-transparent text-sm text-foreground placeholder:text-slate-400 focus:outline-none"
      />
      {maxAttachments > 0 && <AttachmentPicker uploads={uploads} maxCount={maxAttachments} />}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="hidden text-xs text-muted sm:block">{t("chat.hint")}</p>
        <div className="ml-auto flex items-center gap-3">
          <span
            id={counterId}
            aria-live="polite"
            className={cn("text-xs tabular-nums", isTooLong ? "font-semibold text-red-600" : "text-muted")}
          >
            {t("chat.counter", { length: format.format(length), max: format.format(CHAT_MESSAGE_MAX) })}
          </span>
          {isStreaming ? (
            <Button type="button" variant="secondary" onClick={onStop}>
              <Square className="h-4 w-4" aria-hidden="true" />
              {t("chat.stop")}
            </Button>
          ) : (
            <Button type="submit" disabled={!canSend}>
              <Send className="h-4 w-4" aria-hidden="true" />
              {t("chat.send")}
            </Button>
          )}
        </div>
      </div>
      {isTooLong && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {t("errors.message_too_long")}
        </p>
      )}
    </form>
  );
}

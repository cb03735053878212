import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { CHAT_MESSAGE_MAX } from "../../../../contracts/assistants";
import { Button } from "../../../ui/button";

interface EditMessageFormProps {
  initialText: string;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** Edits the last message in place: Enter sends it again, Shift+Enter breaks the line, Escape cancels. */
export function EditMessageForm({ initialText, onSubmit, onCancel }: EditMessageFormProps) {
  const { t } = useTranslation("assistants");
  const [text, setText] = useState(initialText);
  const errorId = useId();
  const isTooLong = text.length > CHAT_MESSAGE_MAX;
  const canSend = text.trim().length > 0 && !isTooLong;
  const submit = () => {
    if (canSend) onSubmit(text.trim());
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") onCancel();
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="ml-auto w-full max-w-[85%] rounded-2xl border border-accent bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        aria-label={t("chat.editLabel")}
        aria-invalid={isTooLong || undefined}
        aria-describedby={isTooLong ? errorId : undefined}
        // The user asked to edit: the box takes the focus at once.
        autoFocus
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="w-full resize-y bg-transparent text-sm text-foreground focus:outline-none"
      />
      {isTooLong && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {t("errors.message_too_long")}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("chat.cancelEdit")}
        </Button>
        <Button type="submit" disabled={!canSend}>
          {t("chat.saveEdit")}
        </Button>
      </div>
    </form>
  );
}

import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { MessageSquare, Pencil, Plus, X } from "lucide-react";
import type { TConversation } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/form-controls";
import { useConversations, useDeleteConversation, useRenameConversation } from "../api/conversations";

interface SidebarProps {
  slug: string;
  activeId?: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** Called when the open conversation is deleted. */
  onDeleted: (id: string) => void;
}

/** The user's conversations with this assistant: open, rename, delete, start a new one. */
export function ConversationSidebar({ slug, activeId, onSelect, onNew, onDeleted }: SidebarProps) {
  const { t } = useTranslation("assistants");
  const conversations = useConversations(slug);
  return (
    <nav aria-label={t("conversations.title")} className="flex flex-col gap-3">
      <Button variant="secondary" onClick={onNew}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("conversations.new")}
      </Button>
      <h2 className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{t("conversations.title")}</h2>
      {conversations.data?.conversations.length === 0 && (
        <p className="px-1 text-sm text-muted">{t("conversations.empty")}</p>
      )}
      <ul className="flex flex-col gap-1">
        {conversations.data?.conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            slug={slug}
            conversation={conversation}
            isActive={conversation.id === activeId}
            onSelect={() => onSelect(conversation.id)}
            onDeleted={() => onDeleted(conversation.id)}
          />
        ))}
      </ul>
    </nav>
  );
}

function ConversationItem({
  slug,
  conversation,
  isActive,
  onSelect,
  onDeleted,
}: {
  slug: string;
  conversation: TConversation;
  isActive: boolean;
  onSelect: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("assistants");
  const rename = useRenameConversation(slug);
  const remove = useDeleteConversation(slug);
  const [mode, setMode] = useState<"view" | "rename" | "delete">("view");
  const [title, setTitle] = useState(conversation.title);

  if (mode === "rename") {
    return (
      <li>
        <form
          className="flex gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim())
              rename.mutate({ id: conversation.id, title: title.trim() }, { onSuccess: () => setMode("view") });
          }}
        >
          <Input
            aria-label={t("conversations.renameLabel")}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            className="h-8"
          />
          <Button type="submit" size="sm">
            {t("conversations.save")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t("conversations.cancel")}
            onClick={() => setMode("view")}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }
  if (mode === "delete") {
    return (
      <li className="rounded-lg border border-red-200 p-2 text-sm">
        <p className="mb-2 text-foreground">{t("conversations.deleteConfirm", { title: conversation.title })}</p>
        <div className="flex gap-2">
          <Button size="sm" variant="danger" onClick={() => remove.mutate(conversation.id, { onSuccess: onDeleted })}>
            {t("conversations.delete")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode("view")}>
            {t("conversations.cancel")}
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li
      className={cn("group flex items-center gap-1 rounded-lg", isActive ? "bg-accent-soft" : "hover:bg-surface-muted")}
    >
      <button
        type="button"
        aria-current={isActive ? "true" : undefined}
        onClick={onSelect}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-2 px-2 py-2 text-left text-sm",
          isActive ? "font-medium text-accent" : "text-foreground",
        )}
      >
        <MessageSquare className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{conversation.title}</span>
      </button>
      <button
        type="button"
        className="rounded p-1.5 text-muted hover:text-accent"
        aria-label={`${t("conversations.rename")}: ${conversation.title}`}
        onClick={() => setMode("rename")}
      >
        <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="rounded p-1.5 text-muted hover:text-red-600"
        aria-label={`${t("conversations.delete")}: ${conversation.title}`}
        onClick={() => setMode("delete")}
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

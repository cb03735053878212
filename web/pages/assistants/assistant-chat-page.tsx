import { useCallback, useState } from "react";
import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft } from "lucide-react";
import { UpgradeScreen } from "../../features/billing/components/upgrade-screen";
import { useAuth } from "../../lib/auth-context";
import { useAssistant } from "../../features/assistants/api/get-catalogue";
import { useConversation } from "../../features/assistants/api/conversations";
import { AssistantIcon } from "../../features/assistants/components/assistant-icon";
import { ChatPanel } from "../../features/assistants/components/chat-panel";
import { ConversationSidebar } from "../../features/assistants/components/conversation-sidebar";
import { localizeAssistant } from "../../features/assistants/components/localize-assistant";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ApiError } from "../../lib/api";
import { DetailPlaceholder } from "../../ui/placeholders";

/** Which chat is on screen: `key` remounts the panel, `conversationId` is what it continues. */
interface Selection {
  key: string;
  conversationId?: string;
}

/**
 * `/asistentes/{slug}`: the server says whether the assistant is locked for this user; a locked
 * one shows the upgrade screen (docs/architecture.md, "Readings of the spec decided once").
 */
export function AssistantChatPage() {
  const { slug = "" } = useParams();
  const { t, i18n } = useTranslation("assistants");
  const assistant = useAssistant(slug);
  const { subscription, isAdmin } = useAuth();
  const [selection, setSelection] = useState<Selection>({ key: "new" });
  const conversation = useConversation(
    selection.key === selection.conversationId ? selection.conversationId : undefined,
  );
  const texts = assistant.data ? localizeAssistant(assistant.data, i18n.language) : undefined;
  useDocumentTitle(texts?.name);
  const handleCreated = useCallback(
    (id: string) => setSelection((current) => ({ ...current, conversationId: id })),
    [],
  );

  if (assistant.isPending) return <DetailPlaceholder />;
  if (assistant.isError || !assistant.data || !texts) {
    const isMissing = assistant.error instanceof ApiError && assistant.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <p role="alert" className="text-muted">
          {isMissing ? t("landing.notFound") : t("catalogue.error")}
        </p>
        <Link to="/asistentes" className="mt-4 inline-block text-accent hover:underline">
          {t("chat.back")}
        </Link>
      </div>
    );
  }
  if (assistant.data.locked) return <UpgradeScreen tier={assistant.data.requiredTier} />;

  const isLoadingConversation = selection.key === selection.conversationId && conversation.isPending;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <aside className="order-2 min-w-0 lg:order-1">
        <ConversationSidebar
          slug={slug}
          activeId={selection.conversationId}
          onSelect={(id) => setSelection({ key: id, conversationId: id })}
          onNew={() => setSelection({ key: crypto.randomUUID() })}
          onDeleted={(id) => {
            if (id === selection.conversationId) setSelection({ key: crypto.randomUUID() });
          }}
        />
      </aside>
      <section className="order-1 min-w-0 lg:order-2">
        <Link to="/asistentes" className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("chat.back")}
        </Link>
        <header className="mb-6 flex items-center gap-4">
          <AssistantIcon icon={assistant.data.icon} />
          <div>
            <h1 className="text-2xl font-bold text-foreground">{texts.name}</h1>
            <p className="text-sm text-muted">{texts.shortDescription}</p>
          </div>
        </header>
        {isLoadingConversation ? (
          <DetailPlaceholder />
        ) : conversation.isError ? (
          <p role="alert" className="text-muted">
            {t("chat.loadError")}
          </p>
        ) : (
          <ChatPanel
            key={selection.key}
            slug={slug}
            conversationId={selection.conversationId}
            initialMessages={selection.conversationId ? (conversation.data?.messages ?? []) : []}
            examplePrompts={assistant.data.examplePrompts}
            attachmentTier={isAdmin ? "enterprise" : subscription.tier}
            onConversationCreated={handleCreated}
          />
        )}
      </section>
    </div>
  );
}

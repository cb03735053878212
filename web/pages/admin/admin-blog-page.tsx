import { useSearchParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { FileText, FolderTree, Inbox, Mail, MessageSquare } from "lucide-react";
import { CategoriesPanel } from "../../features/admin-blog/components/categories-panel";
import { CommentsPanel } from "../../features/admin-blog/components/comments-panel";
import { ContactPanel } from "../../features/admin-blog/components/contact-panel";
import { NewsletterPanel } from "../../features/admin-blog/components/newsletter-panel";
import { PostsPanel } from "../../features/admin-blog/components/posts-panel";
import { useAdminDocumentTitle } from "../../features/admin-blog/hooks/use-admin-document-title";
import { PageHeader } from "../../ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";

const SECTIONS = [
  { key: "posts", icon: FileText, Panel: PostsPanel },
  { key: "categories", icon: FolderTree, Panel: CategoriesPanel },
  { key: "comments", icon: MessageSquare, Panel: CommentsPanel },
  { key: "newsletter", icon: Mail, Panel: NewsletterPanel },
  { key: "contact", icon: Inbox, Panel: ContactPanel },
] as const;

type SectionKey = (typeof SECTIONS)[number]["key"];

/** /admin/blog: posts, categories, comment moderation, newsletter and the contact inbox; the tab is in the URL. */
export function AdminBlogPage() {
  const { t } = useTranslation("admin-blog");
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: SectionKey = SECTIONS.find((section) => section.key === requested)?.key ?? "posts";
  useAdminDocumentTitle(t(`tabs.${tab}`));

  return (
    <section>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs value={tab} onValueChange={(value) => setSearchParams({ tab: value })}>
        <TabsList aria-label={t("tabsLabel")} className="flex flex-wrap">
          {SECTIONS.map(({ key, icon: Icon }) => (
            <TabsTrigger key={key} value={key} className="shrink-0 px-3">
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map(({ key, Panel }) => (
          <TabsContent key={key} value={key}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ExternalLink, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { POST_STATUSES, type TAdminPostList } from "../../../../contracts/blog";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { OptionSelect } from "../../../ui/option-select";
import { Pagination } from "../../../ui/pagination";
import { SearchForm } from "../../../ui/search-form";
import { useFormatDate } from "../../../lib/use-format-date";
import { useDeletePost } from "../api/delete-post";
import { useAdminPosts, type AdminPostsFilter } from "../api/list-admin-posts";
import { useEditingPost } from "../hooks/use-editing-post";
import { useErrorMessage } from "../hooks/use-error-message";
import { PanelEmpty, PanelError, RowsSkeleton } from "./panel-states";
import { PostEditor } from "./post-editor";
import { PostStatusBadge } from "./post-status-badge";

type ListedPost = TAdminPostList["posts"][number];
const STATUS_FILTERS = ["all", ...POST_STATUSES] as const;

/** Posts: list with status filter, search and pages; the editor replaces the list while open. */
export function PostsPanel() {
  const { editing, open } = useEditingPost();
  if (editing) return <PostEditor id={editing === "new" ? null : editing} onClose={() => open(null)} />;
  return <PostsList onEdit={(id) => open(id)} />;
}

function PostsList({ onEdit }: { onEdit: (id: string) => void }) {
  const { t } = useTranslation("admin-blog");
  const [filter, setFilter] = useState<AdminPostsFilter>({ status: "all", page: 1 });
  const [toDelete, setToDelete] = useState<ListedPost | null>(null);
  const posts = useAdminPosts(filter);
  const deletePost = useDeletePost();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate("dateTime");

  const handleDelete = () => {
    if (!toDelete) return;
    deletePost.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t("posts.deleted"));
        setToDelete(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchForm
          label={t("posts.search")}
          onSearch={(query) => setFilter((current) => ({ ...current, q: query || undefined, page: 1 }))}
        />
        <OptionSelect
          label={t("posts.statusFilter")}
          className="md:w-48"
          value={filter.status}
          options={STATUS_FILTERS}
          optionLabel={(status) => t(`posts.status.${status}`)}
          onChange={(status) => setFilter((current) => ({ ...current, status, page: 1 }))}
        />
        <Button onClick={() => onEdit("new")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("posts.new")}
        </Button>
      </div>

      {posts.isPending ? (
        <RowsSkeleton />
      ) : posts.isError ? (
        <PanelError message={errorMessage(posts.error)} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <PanelEmpty>{t("posts.empty")}</PanelEmpty>
      ) : (
        <>
          <p className="text-sm text-muted">{t("posts.total", { count: posts.data.total })}</p>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {posts.data.posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-medium">
                    {post.featured && (
                      <Star
                        className="h-4 w-4 shrink-0 fill-amber-400 text-amber-400"
                        aria-label={t("posts.featured")}
                      />
                    )}
                    <span className="truncate">{post.title}</span>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                    <PostStatusBadge status={post.status} />
                    {post.category && <span>{post.category.name}</span>}
                    <span>{post.publishedAt ? formatDate(post.publishedAt) : t("posts.notPublished")}</span>
                    <span className="truncate font-mono">/{post.slug}</span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onEdit(post.id)}
                    aria-label={t("posts.editNamed", { title: post.title })}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t("posts.edit")}
                  </Button>
                  {post.status === "published" && (
                    <Button asChild size="sm" variant="ghost">
                      <a
                        href={`/blog/${post.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t("posts.viewNamed", { title: post.title })}
                      >
                        <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      </a>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setToDelete(post)}
                    aria-label={t("posts.deleteNamed", { title: post.title })}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={posts.data.page}
            pageCount={posts.data.totalPages}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t("posts.deleteTitle")}
        description={t("posts.deleteText", { title: toDelete?.title ?? "" })}
        confirmLabel={t("actions.delete", { ns: "common" })}
        isDestructive
        onConfirm={handleDelete}
        isPending={deletePost.isPending}
      />
    </div>
  );
}

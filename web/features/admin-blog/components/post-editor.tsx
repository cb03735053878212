import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowLeft } from "lucide-react";
import { Button } from "../../../ui/button";
import { useAdminPost } from "../api/get-admin-post";
import { useErrorMessage } from "../hooks/use-error-message";
import { PanelError, RowsSkeleton } from "./panel-states";
import { draftFromPost, EMPTY_DRAFT } from "./post-draft";
import { PostForm } from "./post-form";

/** Loads the post (unless new) and opens the form with it. */
export function PostEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin-blog");
  const post = useAdminPost(id);
  const errorMessage = useErrorMessage();

  if (id && post.isPending) return <RowsSkeleton rows={4} />;
  if (id && post.isError) {
    return (
      <div className="space-y-4">
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("editor.back")}
        </Button>
        <PanelError message={errorMessage(post.error)} onRetry={() => void post.refetch()} />
      </div>
    );
  }
  const loaded = id ? post.data : undefined;
  return (
    <PostForm
      key={loaded?.id ?? "new"}
      postId={loaded?.id ?? null}
      initial={loaded ? draftFromPost(loaded) : EMPTY_DRAFT}
      publicSlug={loaded?.status === "published" ? loaded.slug : null}
      onClose={onClose}
    />
  );
}

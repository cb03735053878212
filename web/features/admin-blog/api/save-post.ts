import { useQueryClient } from "@tanstack/react-query";
import type { TAdminPost, TPostInput } from "../../../../contracts/blog";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS, PUBLIC_BLOG_KEY } from "./query-keys";

const PATH = "/api/admin/blog/posts";

/** Creates a post when `id` is null, else patches it; the editor gets the saved post at once. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useAdminMutation<{ id: string | null; input: TPostInput }, TAdminPost>({
    request: ({ id, input }) =>
      id ? { path: `${PATH}/${id}`, method: "PATCH", body: input } : { path: PATH, method: "POST", body: input },
    onSaved: (post) => queryClient.setQueryData(ADMIN_BLOG_KEYS.post(post.id), post),
    invalidates: [ADMIN_BLOG_KEYS.posts, ADMIN_BLOG_KEYS.categories, PUBLIC_BLOG_KEY],
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateComment, TCreatedComment } from "../../../../contracts/comments";
import { saveAuthorToken } from "./author-token";
import { commentsQueryOptions } from "./get-comments";
import { requestWithAuthorToken } from "./request-with-author-token";

export async function createComment(slug: string, body: TCreateComment): Promise<TCreatedComment> {
  const created = await requestWithAuthorToken<TCreatedComment>(
    `/api/blog/posts/${encodeURIComponent(slug)}/comments`,
    {
      method: "POST",
      body,
    },
  );
  // Kept so the list shows this browser its comment "awaiting moderation".
  saveAuthorToken(created.authorToken);
  return created;
}

export function useCreateComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateComment) => createComment(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryOptions(slug).queryKey }),
  });
}

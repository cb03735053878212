const STORAGE_KEY = "blog-comment-author-token";

/** The secret that lets this browser see its own comments awaiting moderation (contracts/comments.ts). */
export function readAuthorToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveAuthorToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Storage may be blocked (private mode): the comment is still sent, only its preview is lost.
  }
}

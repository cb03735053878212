import { Newspaper } from "lucide-react";
import { cn } from "../../../lib/cn";

/** The cover image, or a calm gradient with an icon when the post has none. */
export function PostCover({ url, className, isEager }: { url: string | null; className?: string; isEager?: boolean }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        loading={isEager ? "eager" : "lazy"}
        decoding="async"
        className={cn("h-full w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex h-full w-full items-center justify-center bg-gradient-to-br from-indigo-100 via-accent-soft to-sky-100 text-accent/60",
        className,
      )}
    >
      <Newspaper className="h-10 w-10" />
    </div>
  );
}

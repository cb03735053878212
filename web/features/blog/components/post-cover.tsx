import type { CSSProperties } from "react";
import {
  GraduationCap,
  HeartPulse,
  ListChecks,
  Megaphone,
  Newspaper,
  Scale,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import type { TCategoryRef } from "../../../../contracts/blog";
import { paletteForCategory } from "../../../../contracts/category-palettes";
import { cn } from "../../../lib/cn";
import { ResponsiveImage } from "../../../ui/responsive-image";

/** Covers are shown 16:9; the attributes let the browser reserve the box before the image loads. */
const COVER_WIDTH = 1600;
const COVER_HEIGHT = 900;

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  productividad: ListChecks,
  derecho: Scale,
  salud: HeartPulse,
  finanzas: TrendingUp,
  marketing: Megaphone,
  "etica-y-regulacion": ShieldCheck,
  educacion: GraduationCap,
};

interface PostCoverProps {
  url: string | null;
  /** What the cover shows; empty for a purely decorative cover. */
  alt: string;
  category: TCategoryRef | null;
  /** The `sizes` of the image: how wide it is shown at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold, the page's largest paint: fetched at once, first. */
  isEager?: boolean;
}

/**
 * The cover image with its alternative text (empty when the admin left it as decoration), or
 * artwork in the category's colours when the post has none (hidden from screen readers).
 */
export function PostCover({ url, alt, category, sizes, className, isEager }: PostCoverProps) {
  if (url) {
    return (
      <ResponsiveImage
        src={url}
        alt={alt}
        sizes={sizes}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        className={cn("h-full w-full object-cover", className)}
        isPriority={isEager}
      />
    );
  }
  return <CategoryArtwork category={category} className={className} />;
}

function CategoryArtwork({ category, className }: { category: TCategoryRef | null; className?: string }) {
  const palette = paletteForCategory(category?.slug);
  const Icon = category ? CATEGORY_ICONS[category.slug] : Newspaper;
  const style: CSSProperties = {
    backgroundColor: palette.from,
    backgroundImage: `radial-gradient(${palette.ink}29 2px, transparent 2.5px), linear-gradient(135deg, ${palette.from}, ${palette.to})`,
    backgroundSize: "22px 22px, 100% 100%",
  };
  return (
    <div
      aria-hidden="true"
      data-category-artwork={category?.slug ?? ""}
      style={style}
      className={cn("relative flex h-full w-full items-center justify-center overflow-hidden", className)}
    >
      <span
        className="absolute -top-1/4 -right-[10%] aspect-square w-1/2 rounded-full opacity-15"
        style={{ backgroundColor: palette.accent }}
      />
      <span className="relative flex aspect-square w-1/4 max-w-32 min-w-16 items-center justify-center rounded-[22%] bg-white shadow-sm">
        {Icon ? (
          <Icon className="h-1/2 w-1/2" style={{ color: palette.accent }} strokeWidth={1.75} />
        ) : (
          <span className="text-3xl font-bold sm:text-4xl" style={{ color: palette.accent }}>
            {category?.name.charAt(0).toUpperCase()}
          </span>
        )}
      </span>
    </div>
  );
}

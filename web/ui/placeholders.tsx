import { useTranslation } from "../lib/translation/use-translation";
import { Skeleton } from "./skeleton";

/** The five loading layouts (docs/product.md, "Navigation and layout"), announced once to screen readers. */
function Loading({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <span className="sr-only">{t("loading")}</span>
      {children}
    </div>
  );
}

/** Detail page: header, icon, title, badge, content card. */
export function DetailPlaceholder() {
  return (
    <Loading>
      <div data-placeholder="detail" className="space-y-6">
        <div className="flex items-center gap-4">
          <Skeleton className="h-14 w-14 rounded-2xl" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3 max-w-md" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
        </div>
        <div className="space-y-3 rounded-2xl border border-border p-6">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </Loading>
  );
}

/** Listing page: search box, tag chips, grid of six cards. */
export function ListingPlaceholder() {
  return (
    <Loading>
      <div data-placeholder="listing" className="space-y-6">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-11 w-full max-w-xl" />
        <div className="flex flex-wrap gap-2">
          {[20, 28, 24, 16, 32].map((width) => (
            <Skeleton key={width} className="h-7 rounded-full" style={{ width: `${width * 4}px` }} />
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="space-y-3 rounded-2xl border border-border p-4">
              <Skeleton className="h-36 w-full" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}

/** Account page: stacked cards, the first with a profile row and avatar. */
export function AccountPlaceholder() {
  return (
    <Loading>
      <div data-placeholder="account" className="mx-auto max-w-3xl space-y-6">
        <div className="flex items-center gap-4 rounded-2xl border border-border p-6">
          <Skeleton className="h-16 w-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </div>
        {[0, 1].map((card) => (
          <div key={card} className="space-y-3 rounded-2xl border border-border p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </Loading>
  );
}

/** A hero followed by three cards. */
export function ThreeCardPlaceholder() {
  return (
    <Loading>
      <div data-placeholder="three-card" className="space-y-10">
        <div className="mx-auto max-w-2xl space-y-4 text-center">
          <Skeleton className="mx-auto h-10 w-3/4" />
          <Skeleton className="mx-auto h-5 w-full" />
          <Skeleton className="mx-auto h-11 w-40" />
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div key={card} className="space-y-3 rounded-2xl border border-border p-6">
              <Skeleton className="h-12 w-12 rounded-xl" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}

/** Four cards with feature lists and a call to action. */
export function FourCardPlaceholder() {
  return (
    <Loading>
      <div data-placeholder="four-card" className="space-y-8">
        <Skeleton className="mx-auto h-10 w-72" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <div key={card} className="space-y-4 rounded-2xl border border-border p-6">
              <Skeleton className="h-6 w-24" />
              <Skeleton className="h-9 w-20" />
              {[0, 1, 2, 3].map((line) => (
                <Skeleton key={line} className="h-4 w-full" />
              ))}
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      </div>
    </Loading>
  );
}

export const PLACEHOLDERS = {
  detail: DetailPlaceholder,
  listing: ListingPlaceholder,
  account: AccountPlaceholder,
  threeCard: ThreeCardPlaceholder,
  fourCard: FourCardPlaceholder,
} as const;

export type PlaceholderKind = keyof typeof PLACEHOLDERS;

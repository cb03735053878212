import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Search, Users } from "lucide-react";
import { Button } from "../../../ui/button";
import { Input, Label } from "../../../ui/form-controls";
import { Pagination } from "../../../ui/pagination";
import { Skeleton } from "../../../ui/skeleton";
import { useUsers } from "../api/list-users";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { UserCards } from "./user-cards";
import { UsersTable } from "./users-table";

/** Search as you type, one page of users at a time. */
export function UsersPanel() {
  const { t } = useTranslation("admin-users");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const { data, isPending, isError, isFetching, refetch } = useUsers({ query, page });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <Label htmlFor="admin-users-search">{t("users.searchLabel")}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <Input
              id="admin-users-search"
              type="search"
              className="pl-9"
              placeholder={t("users.searchPlaceholder")}
              value={search}
              onChange={(event) => handleSearch(event.target.value)}
            />
          </div>
        </div>
        {data && (
          <p className="text-sm text-muted" aria-live="polite" aria-busy={isFetching}>
            {t("users.total", { count: data.total })}
          </p>
        )}
      </div>
      {isPending && (
        <div role="status" aria-label={t("loading", { ns: "common" })} className="space-y-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      )}
      {isError && (
        <div role="alert" className="rounded-2xl border border-border p-8 text-center text-sm text-muted">
          <p>{t("users.loadError")}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => void refetch()}>
            {t("actions.retry", { ns: "common" })}
          </Button>
        </div>
      )}
      {data && data.users.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center text-sm text-muted">
          <Users className="h-8 w-8" aria-hidden="true" />
          {query ? t("users.noResults", { query }) : t("users.empty")}
        </div>
      )}
      {data && data.users.length > 0 && (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <div className="md:hidden">
            <UserCards users={data.users} />
          </div>
          <div className="hidden md:block">
            <UsersTable users={data.users} />
          </div>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

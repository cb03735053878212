import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Search, Users } from "lucide-react";
import { Input, Label } from "../../../ui/form-controls";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { Pagination } from "../../../ui/pagination";
import { useUsers } from "../api/list-users";
import { useDebouncedValue } from "../hooks/use-debounced-value";
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
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
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
      {isPending && <ListSkeleton />}
      {isError && <ListError message={t("users.loadError")} onRetry={() => void refetch()} />}
      {data && data.users.length === 0 && (
        <ListEmpty icon={Users}>{query ? t("users.noResults", { query }) : t("users.empty")}</ListEmpty>
      )}
      {data && data.users.length > 0 && (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <UsersTable users={data.users} />
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

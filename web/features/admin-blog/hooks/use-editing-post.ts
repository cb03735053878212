import { useCallback } from "react";
import { useSearchParams } from "../../../lib/router";

const PARAM = "edit";

/** The post open in the editor lives in the URL (?edit=<id>, or "new"), so a reload keeps it open. */
export function useEditingPost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get(PARAM);
  const open = useCallback(
    (id: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(PARAM, id);
        else next.delete(PARAM);
        return next;
      }),
    [setSearchParams],
  );
  return { editing, open };
}

import { useCallback } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { BLOG_ERROR_CODES } from "../../../../contracts/blog";
import { ERROR_CODES } from "../../../../contracts/errors";
import { ApiError } from "../../../lib/api";

/** Turns a failed call into a translated sentence: blog codes first, then the common catalogue. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation("admin-blog");
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : "internal_error";
      const blogCode = BLOG_ERROR_CODES.find((known) => known === code);
      if (blogCode) return t(`errors.${blogCode}`);
      if (code === "network") return t("errors.network", { ns: "common" });
      const commonCode = ERROR_CODES.find((known) => known === code) ?? "internal_error";
      return t(`errors.${commonCode}`, { ns: "common" });
    },
    [t],
  );
}

import { useEffect } from "react";
import { useBlocker } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/**
 * For a page with unsaved work: while `hasUnsavedWork` and this is rendered, leaving through the
 * app (a link, a redirect, back or forward) asks first in this dialog, and closing or reloading
 * the tab asks through the browser's own prompt (whose text is the browser's).
 */
export function LeaveConfirmation({ hasUnsavedWork }: { hasUnsavedWork: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(hasUnsavedWork);

  useEffect(() => {
    if (!hasUnsavedWork) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsavedWork]);

  return (
    <Dialog open={blocker.isBlocked} onOpenChange={(open) => !open && blocker.reset()}>
      <DialogContent
        title={t("unsavedChanges.title")}
        description={t("unsavedChanges.description")}
        footer={
          <>
            <Button variant="secondary" onClick={blocker.reset}>
              {t("unsavedChanges.stay")}
            </Button>
            <Button variant="danger" onClick={blocker.proceed}>
              {t("unsavedChanges.leave")}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "../lib/translation/use-translation";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on small screens). */
  footer?: ReactNode;
  className?: string;
}

/** A centred modal with its title and description wired for screen readers; Escape closes it. */
export function DialogContent({ title, description, children, footer, className }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col",
          "rounded-2xl border border-border bg-surface shadow-xl focus:outline-none",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold text-foreground">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1.5 text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label={t("actions.close")}
            className="-mr-2 -mt-2 rounded-lg p-2 text-muted hover:bg-surface-muted hover:text-foreground"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {children && <div className="min-h-0 overflow-y-auto px-6 pt-4">{children}</div>}
        {footer && (
          <div className="flex flex-col-reverse gap-2 px-6 pb-6 pt-6 sm:flex-row sm:justify-end">{footer}</div>
        )}
        {!footer && <div className="pb-6" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Cancel, then the form's own buttons, at the end of a form inside DialogContent. */
export function DialogFormFooter({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 pb-6 pt-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {t("actions.cancel")}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red confirm button for actions that take something away. */
  isDestructive?: boolean;
  isPending?: boolean;
}

/** "Are you sure?" before an action; the confirm button stays disabled while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isDestructive,
  isPending,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t("actions.cancel")}</Button>
            </DialogClose>
            <Button variant={isDestructive ? "danger" : "primary"} disabled={isPending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

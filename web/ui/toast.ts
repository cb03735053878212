import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";
import { requestToaster } from "./toaster";

type ToastKind = "success" | "error" | "info";

function showToast(kind: ToastKind, message: ReactNode, options?: ExternalToast): void {
  requestToaster();
  void import("sonner").then(({ toast }) => toast[kind](message, options));
}

/** sonner's toasts, with sonner loaded on the first one rather than with every page that may show one. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => showToast("success", message, options),
  error: (message: ReactNode, options?: ExternalToast) => showToast("error", message, options),
  info: (message: ReactNode, options?: ExternalToast) => showToast("info", message, options),
};

import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../lib/translation/use-translation";
import { AlertTriangle } from "lucide-react";
import { Button } from "../ui/button";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the path, after a navigation) clears a caught error and renders the children again. */
  resetKey?: string;
}

/**
 * The fallback error screen (docs/product.md, "Texts that must stay exact"): the caught error is only logged. Around each page, and
 * around the layout itself (navbar, footer), so no error ends on a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Rendering error", error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <AlertTriangle className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t("errorScreen.title")}</h1>
      <p className="text-muted">{t("errorScreen.text")}</p>
      {/* A full navigation, not a client-side one: the app state may be what broke. */}
      <Button onClick={() => window.location.assign("/")}>{t("errorScreen.home")}</Button>
    </section>
  );
}

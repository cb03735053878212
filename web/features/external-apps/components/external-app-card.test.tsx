import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TExternalApp } from "../../../../contracts/external-apps";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ExternalAppCard } from "./external-app-card";

const APP: TExternalApp = {
  id: "a1",
  name: "Transcriptor",
  description: "Audio a texto",
  icon: "mic",
  category: "audio",
  requiredTier: "premium",
  locked: true,
  openPath: null,
};

describe("ExternalAppCard", () => {
  it("shows a locked app with the plan it needs and a way to upgrade, and no link to open it", () => {
    renderWithProviders(<ExternalAppCard app={APP} isSignedIn />);
    expect(screen.getByText("Requiere el plan Premium")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Abrir/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mejorar plan: Transcriptor" })).toHaveAttribute("href", "/suscripciones");
  });

  it("sends a visitor to sign in", () => {
    renderWithProviders(<ExternalAppCard app={APP} isSignedIn={false} />);
    expect(screen.getByRole("link", { name: "Iniciar sesión: Transcriptor" })).toHaveAttribute("href", "/login");
  });

  it("opens an unlocked app through our redirect in a new tab", () => {
    renderWithProviders(
      <ExternalAppCard app={{ ...APP, locked: false, openPath: "/api/apps/a1/open?ticket=t" }} isSignedIn />,
    );
    const link = screen.getByRole("link", { name: /^Abrir: Transcriptor/ });
    expect(link).toHaveAttribute("href", "/api/apps/a1/open?ticket=t");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

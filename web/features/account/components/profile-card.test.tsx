import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TAccountProfile } from "../../../../contracts/account";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ProfileCard } from "./profile-card";

const member: TAccountProfile = {
  id: "u1",
  email: "ana@example.com",
  display_name: "Ana",
  language: "es",
  created_at: "2026-01-01T00:00:00.000Z",
  has_password: true,
  made_by_access_code: false,
};

describe("ProfileCard", () => {
  it("shows a member's e-mail", () => {
    renderWithProviders(<ProfileCard profile={member} />);
    expect(screen.getByText("ana@example.com")).toBeInTheDocument();
  });

  it("says an access-code account was made with a code instead of showing its placeholder address", () => {
    const codeAccount = {
      ...member,
      email: "code-equipo2026+3@access-code.invalid",
      display_name: "EQUIPO2026 #3",
      has_password: false,
      made_by_access_code: true,
    };
    renderWithProviders(<ProfileCard profile={codeAccount} />);
    expect(screen.getByRole("heading", { name: "EQUIPO2026 #3" })).toBeInTheDocument();
    expect(screen.getByText("Cuenta creada con un código de acceso")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("access-code.invalid");
  });
});

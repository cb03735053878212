import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function LoginLikeTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [tab, setTab] = useState("signIn");
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        onValueChange?.(value);
        setTab(value);
      }}
    >
      <TabsList aria-label="Acceso">
        <TabsTrigger value="signIn">Iniciar sesión</TabsTrigger>
        <TabsTrigger value="signUp">Registrarse</TabsTrigger>
        <TabsTrigger value="code">Código</TabsTrigger>
      </TabsList>
      <TabsContent value="signIn">Formulario de acceso</TabsContent>
      <TabsContent value="signUp">Formulario de registro</TabsContent>
      <TabsContent value="code">Formulario de código</TabsContent>
    </Tabs>
  );
}

describe("tabs", () => {
  it("shows the selected tab's panel, labelled by its tab, and only that one", () => {
    render(<LoginLikeTabs />);
    expect(screen.getByRole("tablist", { name: "Acceso" })).toBeInTheDocument();
    const selected = screen.getByRole("tab", { name: "Iniciar sesión" });
    expect(selected).toHaveAttribute("aria-selected", "true");
    expect(selected).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Iniciar sesión" });
    expect(panel).toHaveTextContent("Formulario de acceso");
    expect(selected).toHaveAttribute("aria-controls", panel.id);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("a click selects a tab and tells the owner once", async () => {
    const onValueChange = vi.fn();
    render(<LoginLikeTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "Registrarse" }));
    expect(screen.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Formulario de registro");
    await userEvent.click(screen.getByRole("tab", { name: "Registrarse" }));
    expect(onValueChange.mock.calls).toEqual([["signUp"]]);
  });

  it("arrow keys, Home and End move the focus and the selection, wrapping around", async () => {
    render(<LoginLikeTabs />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Iniciar sesión" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Código" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Formulario de código");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Iniciar sesión" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Código" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Iniciar sesión" })).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the panel rather than visiting every tab.
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("keeps its own selection when given only a default", async () => {
    render(
      <Tabs defaultValue="write">
        <TabsList>
          <TabsTrigger value="write">Escribir</TabsTrigger>
          <TabsTrigger value="preview">Vista previa</TabsTrigger>
        </TabsList>
        <TabsContent value="write">Editor</TabsContent>
        <TabsContent value="preview">Vista</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Editor");
    await userEvent.click(screen.getByRole("tab", { name: "Vista previa" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Vista");
  });
});

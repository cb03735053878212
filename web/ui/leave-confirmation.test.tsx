import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Routes } from "../lib/router";
import { LeaveConfirmation } from "./leave-confirmation";

function Journal() {
  const [text, setText] = useState("");
  return (
    <main>
      <h1>Diario</h1>
      <label>
        Respuesta
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/inicio">Inicio</Link>
      <LeaveConfirmation hasUnsavedWork={text !== ""} />
    </main>
  );
}

function renderJournal() {
  render(
    <MemoryRouter initialEntries={["/diario"]}>
      <Routes
        routes={[
          { path: "/diario", element: <Journal /> },
          { path: "/inicio", element: <h1>Inicio</h1> },
        ]}
      />
    </MemoryRouter>,
  );
}

function closeTab(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("LeaveConfirmation", () => {
  it("lets a page without unsaved work go at once", async () => {
    renderJournal();
    expect(closeTab()).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: "Inicio" }));
    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
  });

  it("asks before leaving unsaved work, in the app and when the tab closes", async () => {
    renderJournal();
    await userEvent.type(screen.getByLabelText("Respuesta"), "Hoy aprendí");
    expect(closeTab()).toBe(true);

    await userEvent.click(screen.getByRole("link", { name: "Inicio" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Salir sin guardar?" });
    expect(dialog).toHaveTextContent("Tienes cambios sin guardar en esta página. Si sales ahora, se perderán.");
    await userEvent.click(screen.getByRole("button", { name: "Seguir aquí" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Respuesta")).toHaveValue("Hoy aprendí");

    await userEvent.click(screen.getByRole("link", { name: "Inicio" }));
    await userEvent.click(await screen.findByRole("button", { name: "Salir sin guardar" }));
    expect(await screen.findByRole("heading", { name: "Inicio" })).toBeInTheDocument();
    expect(closeTab()).toBe(false);
  });
});

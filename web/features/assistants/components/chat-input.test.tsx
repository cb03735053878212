import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { CHAT_MESSAGE_MAX } from "../../../../contracts/assistants";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ChatInput } from "./chat-input";
import { ChatMessage } from "./chat-message";

afterEach(cleanup);

function renderInput(overrides: Partial<Parameters<typeof ChatInput>[0]> = {}) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  renderWithProviders(<ChatInput isStreaming={false} onSend={onSend} onStop={onStop} {...overrides} />);
  return { onSend, onStop, box: screen.getByLabelText("Mensaje para el asistente") };
}

describe("ChatInput", () => {
  it("sends on Enter and keeps Shift+Enter for a new line", () => {
    const { onSend, box } = renderInput();
    fireEvent.change(box, { target: { value: "Primera línea" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Primera línea", []);
    expect(box).toHaveValue("");
  });

  it("counts characters live and refuses more than 12,000", () => {
    const { onSend, box } = renderInput();
    fireEvent.change(box, { target: { value: "a".repeat(CHAT_MESSAGE_MAX) } });
    expect(screen.getByText("12.000 / 12.000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
    fireEvent.change(box, { target: { value: "a".repeat(CHAT_MESSAGE_MAX + 1) } });
    expect(screen.getByText("12.001 / 12.000")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("El mensaje supera el máximo de 12.000 caracteres.");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeDisabled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("offers Stop instead of Send while an answer streams", () => {
    const { onStop } = renderInput({ isStreaming: true });
    fireEvent.click(screen.getByRole("button", { name: "Detener" }));
    expect(onStop).toHaveBeenCalled();
  });
});

describe("ChatMessage", () => {
  it("renders an answer as sanitized Markdown with a copy button on code", () => {
    renderWithProviders(
      <ChatMessage
        role="assistant"
        isStreaming={false}
        text={'**Hola** <img src=x onerror="alert(1)"> [x](javascript:alert(1))\n\n```\ncodigo()\n```'}
      />,
    );
    expect(screen.getByText("Hola").tagName).toBe("STRONG");
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole("button", { name: "Copiar código" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiar respuesta" })).toBeInTheDocument();
  });

  it("offers to regenerate the last answer", () => {
    const onRegenerate = vi.fn();
    renderWithProviders(
      <ChatMessage role="assistant" isStreaming={false} text="Respuesta" onRegenerate={onRegenerate} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Regenerar respuesta" }));
    expect(onRegenerate).toHaveBeenCalledOnce();
  });

  it("shows no regenerate button while the answer streams, nor on older answers", () => {
    renderWithProviders(<ChatMessage role="assistant" isStreaming text="Respu" onRegenerate={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Regenerar respuesta" })).toBeNull();
    cleanup();
    renderWithProviders(<ChatMessage role="assistant" isStreaming={false} text="Antigua" />);
    expect(screen.queryByRole("button", { name: "Regenerar respuesta" })).toBeNull();
  });

  it("edits the last message in place: Enter sends the new text, Escape cancels", () => {
    const onEdit = vi.fn();
    renderWithProviders(<ChatMessage role="user" isStreaming={false} text="Primera versión" onEdit={onEdit} />);
    fireEvent.click(screen.getByRole("button", { name: "Editar mensaje" }));
    const box = screen.getByLabelText("Editar tu último mensaje");
    expect(box).toHaveValue("Primera versión");
    expect(box).toHaveFocus();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByLabelText("Editar tu último mensaje")).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Editar mensaje" }));
    fireEvent.change(screen.getByLabelText("Editar tu último mensaje"), { target: { value: "  Segunda versión  " } });
    fireEvent.keyDown(screen.getByLabelText("Editar tu último mensaje"), { key: "Enter" });
    expect(onEdit).toHaveBeenCalledWith("Segunda versión");
  });

  it("refuses an edit over 12,000 characters", () => {
    const onEdit = vi.fn();
    renderWithProviders(<ChatMessage role="user" isStreaming={false} text="Hola" onEdit={onEdit} />);
    fireEvent.click(screen.getByRole("button", { name: "Editar mensaje" }));
    fireEvent.change(screen.getByLabelText("Editar tu último mensaje"), {
      target: { value: "a".repeat(CHAT_MESSAGE_MAX + 1) },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("El mensaje supera el máximo de 12.000 caracteres.");
    expect(screen.getByRole("button", { name: "Enviar de nuevo" })).toBeDisabled();
  });
});

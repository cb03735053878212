import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "../../../ui/toast";
import { COMMENT_AUTHOR_TOKEN_HEADER, COMMENT_CONTENT_MAX } from "../../../../contracts/comments";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { CommentForm } from "./comment-form";

vi.mock("../../../ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();
beforeEach(() => localStorage.clear());

const CREATED = {
  comment: {
    id: "00000000-0000-4000-8000-000000000001",
    parentId: null,
    name: "Ana",
    content: "Muy útil",
    createdAt: "2025-03-03T10:00:00.000Z",
    status: "pending",
  },
  authorToken: "secret-author-token",
};

async function fillForm(content: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Nombre"), "Ana");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.type(screen.getByLabelText("Comentario"), content);
  return user;
}

describe("CommentForm", () => {
  it("counts the characters of the comment live as count/max", async () => {
    renderWithProviders(<CommentForm slug="mi-post" />);
    expect(screen.getByTestId("comment-counter")).toHaveTextContent(`0/${COMMENT_CONTENT_MAX}`);
    await userEvent.setup().type(screen.getByLabelText("Comentario"), "Hola, ¿qué tal?");
    expect(screen.getByTestId("comment-counter")).toHaveTextContent(`15/${COMMENT_CONTENT_MAX}`);
    expect(screen.getByLabelText("Comentario")).toHaveAttribute("maxLength", String(COMMENT_CONTENT_MAX));
  });

  it("keeps the honeypot away from people and assistive technology", () => {
    renderWithProviders(<CommentForm slug="mi-post" />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows translated errors under the fields and sends nothing when they are empty", async () => {
    renderWithProviders(<CommentForm slug="mi-post" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Publicar comentario" }));
    expect(screen.getByText("Introduce tu nombre.")).toBeInTheDocument();
    expect(screen.getByText("Introduce un email válido.")).toBeInTheDocument();
    expect(screen.getByText("Escribe tu comentario.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the comment, keeps the author token and announces moderation", async () => {
    fetchMock.mockResolvedValue(jsonResponse(CREATED, 201));
    renderWithProviders(<CommentForm slug="mi-post" />);
    const user = await fillForm("Muy útil");
    await user.click(screen.getByRole("button", { name: "Publicar comentario" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Comentario enviado", expect.anything()));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/blog/posts/mi-post/comments");
    expect(JSON.parse(init?.body as string) as unknown).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      content: "Muy útil",
      website: "",
    });
    expect(localStorage.getItem("blog-comment-author-token")).toBe("secret-author-token");
  });

  it("sends the kept author token back on the next comment", async () => {
    localStorage.setItem("blog-comment-author-token", "kept-token");
    fetchMock.mockResolvedValue(jsonResponse(CREATED, 201));
    renderWithProviders(<CommentForm slug="mi-post" />);
    const user = await fillForm("Otra vez");
    await user.click(screen.getByRole("button", { name: "Publicar comentario" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get(COMMENT_AUTHOR_TOKEN_HEADER)).toBe("kept-token");
  });

  it("puts the server's field errors under the fields and translates rate limits", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          error: {
            code: "validation_failed",
            message: "Invalid",
            details: [{ path: "/email", message: "Invalid email" }],
          },
        },
        400,
      ),
    );
    renderWithProviders(<CommentForm slug="mi-post" />);
    const user = await fillForm("Hola");
    await user.click(screen.getByRole("button", { name: "Publicar comentario" }));
    expect(await screen.findByText("Introduce un email válido.")).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "rate_limited", message: "Slow down" } }, 429));
    await user.click(screen.getByRole("button", { name: "Publicar comentario" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("No se pudo publicar el comentario", {
        description: "Has enviado demasiados comentarios. Espera unos minutos y vuelve a intentarlo.",
      }),
    );
  });
});

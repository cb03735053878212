import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers";
import { draftToInput, EMPTY_DRAFT } from "./post-draft";
import { PostSettings } from "./post-settings";

const COVER = "/uploads/blog/2026/05/portada-1600.webp";

describe("PostSettings cover", () => {
  it("asks for the cover's alternative text once a cover is set, and hands each keystroke on", async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <PostSettings formId="post" draft={EMPTY_DRAFT} onChange={onChange} errorFor={() => null} />,
    );
    expect(screen.queryByLabelText("editor.cover.alt")).toBeNull();

    rerender(
      <PostSettings
        formId="post"
        draft={{ ...EMPTY_DRAFT, coverImageUrl: COVER }}
        onChange={onChange}
        errorFor={() => null}
      />,
    );
    const field = screen.getByLabelText("editor.cover.alt");
    expect(field).toHaveAccessibleDescription("editor.cover.altHint");
    await userEvent.type(field, "B");
    expect(onChange).toHaveBeenLastCalledWith({ coverImageAlt: "B" });
  });

  it("sends the text trimmed, and none when the cover is removed", () => {
    const alt = "Ilustración: un candado cerrado.";
    expect(
      draftToInput({ ...EMPTY_DRAFT, title: "T", coverImageUrl: COVER, coverImageAlt: ` ${alt} ` }).coverImageAlt,
    ).toBe(alt);
    expect(draftToInput({ ...EMPTY_DRAFT, title: "T", coverImageUrl: null, coverImageAlt: alt }).coverImageAlt).toBe(
      "",
    );
  });
});

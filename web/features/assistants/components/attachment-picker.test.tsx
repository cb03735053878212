import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render-with-providers";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { ChatInput } from "./chat-input";

afterEach(cleanup);
const fetchMock = stubFetch();

function renderWith(transcriptionConfigured: boolean) {
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse({ aiConfigured: true, transcriptionConfigured, maxUploadMb: 100 })),
  );
  const { container } = renderWithProviders(
    <ChatInput isStreaming={false} onSend={() => undefined} onStop={() => undefined} maxAttachments={1} />,
  );
  return () => container.querySelector<HTMLInputElement>('input[type="file"]')?.accept;
}

describe("AttachmentPicker", () => {
  it("offers audio and video only when a transcription model can hear them", async () => {
    const accept = renderWith(true);
    await waitFor(() => expect(accept()).toBe("application/pdf,image/*,audio/*,video/*"));
    expect(screen.queryByText(/no tiene un modelo de transcripción/)).not.toBeInTheDocument();
  });

  it("without a transcription model offers PDF and images and says why", async () => {
    const accept = renderWith(false);
    expect(
      await screen.findByText(
        "Este sitio no tiene un modelo de transcripción: puedes adjuntar PDF e imágenes, no audio ni vídeo.",
      ),
    ).toBeInTheDocument();
    expect(accept()).toBe("application/pdf,image/*");
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import { AuthContext, SIGNED_OUT_STATE } from "../../../lib/auth-context";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import serviceJobs from "../../../locales/es/service-jobs.json";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { JobList } from "./job-list";

const fetchMock = stubFetch();

const failedJob: TServiceJob = {
  id: "5f0c6d3e-8a4b-4c1d-9e2f-3a4b5c6d7e8f",
  kind: "meeting",
  status: "failed",
  progress: 0,
  phase: null,
  error: "provider_error",
  title: null,
  fileName: null,
  fileNames: [],
  task: null,
  createdAt: "2026-01-15T10:00:00.000Z",
  finishedAt: "2026-01-15T10:01:00.000Z",
};

function renderJobs(jobs: TServiceJob[]) {
  fetchMock.mockResolvedValue(jsonResponse({ jobs }));
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, "service-jobs": serviceJobs } },
  });
  const member = {
    ...SIGNED_OUT_STATE,
    user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
    getAccessToken: async () => "token",
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TranslatorProvider translator={translator}>
        <AuthContext.Provider value={member}>
          <JobList kind="meeting" renderResult={() => null} />
        </AuthContext.Provider>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
}

describe("JobList", () => {
  it("names a failed job without title or file by its task, never 'Sin nombre'", async () => {
    renderJobs([failedJob]);
    expect(await screen.findByText("Acta de reunión")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar Acta de reunión" })).toBeInTheDocument();
    expect(screen.queryByText("Sin nombre")).toBeNull();
  });

  it("names a job by the uploaded file's name when it has no title", async () => {
    renderJobs([{ ...failedJob, fileName: "comite-enero.mp3", fileNames: ["comite-enero.mp3"] }]);
    expect(await screen.findByText("comite-enero.mp3")).toBeInTheDocument();
  });
});

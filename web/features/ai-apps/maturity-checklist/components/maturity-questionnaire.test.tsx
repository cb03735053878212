import { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MATURITY_ITEMS } from "../../../../../contracts/maturity-scoring";
import { renderWithProviders } from "../../../../test/render-with-providers";
import type { ChecklistDraft } from "../checklist-draft";
import { MATURITY_ES } from "../content/es";
import { MaturityQuestionnaire } from "./maturity-questionnaire";

const FIRST_STEP_ANSWERED: ChecklistDraft = {
  answers: Object.fromEntries(
    MATURITY_ITEMS.filter((item) => item.dimension === "strategy").map((item) => [item.id, 2]),
  ),
  step: 0,
  isFinished: false,
};

function Questionnaire({ initial }: { initial: ChecklistDraft }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setDraft({ ...draft, step: 1 })}>
        Restaurar borrador
      </button>
      <MaturityQuestionnaire
        content={MATURITY_ES}
        draft={draft}
        onChange={setDraft}
        onFinish={() => {}}
        finishLabel="Ver resultado"
      />
    </>
  );
}

describe("MaturityQuestionnaire", () => {
  it("puts the focus on the next dimension's title when the user moves on", async () => {
    renderWithProviders(<Questionnaire initial={FIRST_STEP_ANSWERED} />);
    await userEvent.click(screen.getByRole("button", { name: "checklist.next" }));
    expect(screen.getByRole("heading", { level: 2, name: MATURITY_ES.dimensions.data.name })).toHaveFocus();
  });

  it("leaves the focus alone when a draft restored after a reload changes the step", async () => {
    renderWithProviders(<Questionnaire initial={FIRST_STEP_ANSWERED} />);
    const restore = screen.getByRole("button", { name: "Restaurar borrador" });
    restore.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("heading", { level: 2, name: MATURITY_ES.dimensions.data.name })).toBeInTheDocument();
    expect(restore).toHaveFocus();
  });
});

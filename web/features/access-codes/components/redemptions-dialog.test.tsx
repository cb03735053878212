import { afterAll, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { RedemptionsDialog } from "./redemptions-dialog";

const fetchMock = stubFetch();

const CODE: TAccessCode = {
  id: "code-1",
  code: "TALLER24",
  kind: "quick_access",
  tier: "premium",
  duration_days: 30,
  max_uses: 5,
  uses: 2,
  expires_at: null,
  note: null,
  disabled: false,
  created_at: "2026-01-01T00:00:00.000Z",
};

const ACCOUNTS = [
  {
    id: "r2",
    user_id: "u2",
    email: "code-taller24+2@access-code.invalid",
    display_name: "TALLER24 #2",
    redeemed_at: "2026-01-02T10:00:00.000Z",
  },
  {
    id: "r1",
    user_id: "u1",
    email: "code-taller24+1@access-code.invalid",
    display_name: "TALLER24 #1",
    redeemed_at: "2026-01-02T09:00:00.000Z",
  },
];

async function openDialog(title: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TranslatorProvider translator={i18n}>
        <RedemptionsDialog code={CODE} />
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole("button", { name: title }));
  return screen.findByRole("dialog", { name: title });
}

afterAll(() => i18n.changeLanguage("es"));

describe("RedemptionsDialog for a quick-access code", () => {
  it.each([
    ["es", "Cuentas creadas con TALLER24", "Cuentas creadas"],
    ["ca", "Comptes creats amb TALLER24", "Comptes creats"],
    ["en", "Accounts created with TALLER24", "Accounts created"],
  ])("lists the account each person got (%s)", async (language, title, listLabel) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces("admin-users");
    fetchMock.mockResolvedValue(jsonResponse({ redemptions: ACCOUNTS }));
    const dialog = await openDialog(title);
    const list = await within(dialog).findByRole("list", { name: listLabel });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("code-taller24+2@access-code.invalid"),
      expect.stringContaining("code-taller24+1@access-code.invalid"),
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/access-codes/code-1/redemptions");
  });
});

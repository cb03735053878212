import type { TAccessCode } from "../../../../contracts/access-codes";
import { CopyCodeButton } from "./copy-code-button";
import { RedemptionsDialog } from "./redemptions-dialog";
import { ToggleCodeButton } from "./toggle-code-button";

export function CodeActions({ code }: { code: TAccessCode }) {
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <CopyCodeButton code={code.code} />
      <RedemptionsDialog code={code} />
      <ToggleCodeButton code={code} />
    </div>
  );
}

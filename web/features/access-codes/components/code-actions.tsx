import type { TAccessCode } from "../../../../contracts/access-codes";
import { RowActions } from "../../../ui/row-actions";
import { CopyCodeButton } from "./copy-code-button";
import { RedemptionsDialog } from "./redemptions-dialog";
import { ToggleCodeButton } from "./toggle-code-button";

export function CodeActions({ code }: { code: TAccessCode }) {
  return (
    <RowActions>
      <CopyCodeButton code={code.code} />
      <RedemptionsDialog code={code} />
      <ToggleCodeButton code={code} />
    </RowActions>
  );
}

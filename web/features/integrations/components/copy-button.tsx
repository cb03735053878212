import { Copy } from "lucide-react";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";

interface CopyButtonProps {
  text: string;
  label: string;
  /** Said once copied, and when the clipboard refuses. */
  copied: string;
  failed: string;
}

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, label, copied, failed }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      <Copy className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

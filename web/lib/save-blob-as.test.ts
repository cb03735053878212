import { afterEach, describe, expect, it, vi } from "vitest";
import { saveBlobAs } from "./save-blob-as";

// jsdom has no object URLs: the browser's two functions are stood in for, and the link's click observed.
const created: Blob[] = [];
const revoked: string[] = [];

afterEach(() => {
  created.length = 0;
  revoked.length = 0;
  vi.unstubAllGlobals();
});

function stubObjectUrls() {
  const RealUrl = URL;
  class BrowserUrl extends RealUrl {
    static override createObjectURL(blob: Blob) {
      created.push(blob);
      return `blob:http://localhost/${created.length}`;
    }
    static override revokeObjectURL(url: string) {
      revoked.push(url);
    }
  }
  vi.stubGlobal("URL", BrowserUrl);
}

describe("saveBlobAs", () => {
  it("clicks a link in the document to the blob with the file name, and revokes the URL on the next tick", async () => {
    stubObjectUrls();
    const clicks: { href: string; download: string; inDocument: boolean; revokedYet: number }[] = [];
    const onClick = (event: MouseEvent) => {
      event.preventDefault(); // jsdom does not navigate
      const link = event.target as HTMLAnchorElement;
      clicks.push({
        href: link.href,
        download: link.download,
        inDocument: document.body.contains(link),
        revokedYet: revoked.length,
      });
    };
    document.addEventListener("click", onClick);
    const blob = new Blob(["a,b\r\n"], { type: "text/csv" });

    saveBlobAs(blob, "suscriptores.csv");

    expect(created).toEqual([blob]);
    expect(clicks).toEqual([
      { href: "blob:http://localhost/1", download: "suscriptores.csv", inDocument: true, revokedYet: 0 },
    ]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revoked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(["blob:http://localhost/1"]);
    document.removeEventListener("click", onClick);
  });
});

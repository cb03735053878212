/**
 * Hands a Blob to the browser as a download named `fileName`, through a temporary link. The
 * object URL is revoked on the next tick, after the click has started the download: revoking it
 * in the same tick made some browsers (Firefox, Safari) save nothing.
 */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  // Firefox only follows a click on a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

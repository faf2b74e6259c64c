/** The file name of a `Content-Disposition: attachment; filename="…"` header, or the fallback. */
export function attachmentFileName(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header ?? '');
  return plain?.[1]?.trim() || fallback;
}

/**
 * Saves a downloaded file (fetched through the data provider, with the token in the Authorization header, never in
 * the address where it would reach logs and history) through a temporary Blob URL.
 */
export function saveFile(blob: Blob, name: string): void {
  const blobUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = blobUrl;
    link.download = name;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next turn: the click has handed the blob to the browser's download by then.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
  }
}

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
 * Downloads an authenticated file: fetches it with the bearer token in the Authorization header (never in the
 * address, where it would reach logs and history) and saves it through a temporary Blob URL.
 */
export async function downloadWithToken(
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = window.fetch.bind(window),
): Promise<string> {
  const response = await fetchImpl(url, { headers });
  if (!response.ok) {
    let message = `Download failed (${response.status})`;
    try {
      const body = (await response.json()) as { status?: number; error?: string };
      if (body.error) message = `Error (${body.status ?? response.status}) - ${body.error}`;
    } catch {
      // not JSON: keep the generic message
    }
    throw new Error(message);
  }
  const name = attachmentFileName(response.headers.get('Content-Disposition'), 'download');
  saveBlob(await response.blob(), name);
  return name;
}

/** Saves a file the console already holds (e.g. an action's answer) through a temporary Blob URL. */
export function saveBlob(blob: Blob, name: string): void {
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

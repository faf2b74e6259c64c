import type { ThemeImage } from './themeApi';

/** Largest favicon or logo upload (the platform refuses larger ones too). */
export const MAX_IMAGE_BYTES = 256 * 1024;
/** Image types the platform stores (checked there by their first bytes); SVG is left out, it can carry scripts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon'];

/** Why a chosen file cannot be uploaded (an i18n key suffix), or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'image_type' | 'image_size' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'image_type';
  if (file.size === 0 || file.size > MAX_IMAGE_BYTES) return 'image_size';
  return null;
}

/** The file as the upload call takes it (bytes in base64). */
export async function imageOf(file: File): Promise<ThemeImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { contentType: file.type, data: btoa(binary) };
}

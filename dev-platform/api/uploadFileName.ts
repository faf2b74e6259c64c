import { normalFileName } from '../../src/shared/fileNames';
import { VALIDATION_MESSAGES as MESSAGES } from '../../src/shared/validation/messages';
import { assertValid } from './validation';

/**
 * The name of an uploaded file as every upload stores and shows it (NFC, trimmed, plain, no bidirectional
 * controls: src/shared/fileNames.ts), or a 400 naming `field`, the input the form shows the problem at.
 */
export function uploadFileName(raw: unknown, field = 'fileName'): string {
  const named = normalFileName(raw);
  if ('problem' in named)
    assertValid({ [field]: named.problem === 'required' ? MESSAGES.required : MESSAGES.match });
  return (named as { name: string }).name;
}

import { Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { safeLinkTarget } from '../../field-types/safeUrl';
import type { FieldDisplayProps, FieldView } from './fieldView';
import { stopRowClick } from './fieldView';
import { UrlInput } from './UrlField';

type AudioField = FieldOf<'audio'>;

/**
 * The browser's audio player for a recording (named by the field's label) and a download link. Like `url`, only
 * https and same-origin addresses are played; anything else is shown as text.
 */
export function AudioDisplay({ field, value }: FieldDisplayProps<AudioField>) {
  const translate = useTranslate();
  const text = String(value);
  const src = safeLinkTarget(text, window.location.origin);
  if (!src) return <>{text}</>;
  const label = translate(field.label, { _: field.label, smart_count: 1 });
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span" onClick={stopRowClick}>
      {/* Recordings of calls come without captions; the download and the conversation's transcript are the alternatives. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="none" src={src} aria-label={label} />
      <Link href={src} download={field.downloadName ?? true}>
        {translate('framework.audio_download')}
      </Link>
    </Stack>
  );
}

/** The recording's address. */
export const audioView: FieldView<AudioField> = { Display: AudioDisplay, Input: UrlInput };

import { FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { FileChooseButton } from '../../utils/FileChooseButton';
import type { FieldInputProps } from '../framework/field-views/fieldView';
import { readBase64 } from '../knowledge-bases/readBase64';

/**
 * The audio file of a new audio asset (`"component": "audioFileInput"`): the chosen file's bytes as base64 in the
 * form's value. The platform decides by the bytes whether it is WAV, MP3 or OGG and says so at this field.
 */
export function AudioFileInput({ field, validate, readOnly }: FieldInputProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string>();
  const { field: input, fieldState } = useInput({ source: field.source, validate });
  const choose = async (file: File) => {
    setChosen(file.name);
    input.onChange(await readBase64(file));
  };
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="body2">{translate(field.label ?? '')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FileChooseButton
          label={translate('resources.audioAssets.upload.choose')}
          accept="audio/wav,audio/mpeg,audio/ogg,.wav,.mp3,.ogg"
          onFile={(file) => void choose(file)}
          disabled={readOnly}
        />
        {chosen && (
          <Typography variant="body2">
            {translate('resources.audioAssets.upload.chosen', { name: chosen })}
          </Typography>
        )}
      </Stack>
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
      )}
    </Stack>
  );
}

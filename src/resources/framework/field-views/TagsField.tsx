import { Chip, Stack } from '@mui/material';
import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import { tagsOf } from '../../field-types/tags';
import type { FieldDisplayProps, FieldView } from './fieldView';
import { TextFieldInput } from './TextField';

/** One chip per tag. */
export function TagsDisplay({ value }: FieldDisplayProps) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {tagsOf(value).map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Stack>
  );
}

/** Tags are typed comma-separated in a text input. */
export const tagsView: FieldView<FieldOf<'tags'>> = { Display: TagsDisplay, Input: TextFieldInput };

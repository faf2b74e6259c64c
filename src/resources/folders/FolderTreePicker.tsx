import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { FieldInputProps } from '../framework/field-views/fieldView';
import type { FolderTreeConfig } from './folderResources';
import { FolderTreeView } from './FolderTreeView';

const asFolder = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isInteger(Number(value))
    ? null
    : Number(value);

/**
 * A form input choosing a folder in a folder tree (the bulk move's target): the same lazily loaded tree as beside
 * the list, the chosen folder selected, its id the input's value (0: the root). Any resource with folders can
 * register one with its own tree (flows, campaigns).
 */
export function FolderTreePicker({
  tree,
  rootName,
  field,
  validate,
  readOnly,
}: FieldInputProps & { tree: FolderTreeConfig; rootName: string }) {
  const translate = useTranslate();
  const labelId = useId();
  const { field: input, fieldState, isRequired } = useInput({ source: field.source, validate, readOnly });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl error={error !== undefined} required={isRequired} fullWidth sx={{ mb: 2 }}>
      <FormLabel id={labelId}>{translate(field.label)}</FormLabel>
      <Box
        sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
      >
        <FolderTreeView
          aria-labelledby={labelId}
          tree={tree}
          rootName={rootName}
          selected={asFolder(input.value)}
          onSelect={(id) => {
            if (!readOnly) input.onChange(id);
          }}
        />
      </Box>
      {error !== undefined && (
        <FormHelperText>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
}

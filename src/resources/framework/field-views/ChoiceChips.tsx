import { Box, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChoiceField } from '../../types';
import { ConfigIcon } from '../ConfigIcon';

/** Choice labels (i18n keys) as chips with each choice's icon. */
export function ChoiceChips({
  field,
  labels,
}: {
  field: Pick<ChoiceField, 'choices'>;
  labels: readonly string[];
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      {labels.map((label) => {
        const icon = field.choices.find((choice) => choice.label === label)?.icon;
        return (
          <Chip
            key={label}
            size="small"
            label={translate(label, { _: label })}
            icon={icon ? <ConfigIcon name={icon} fontSize="small" /> : undefined}
          />
        );
      })}
    </Stack>
  );
}

/** One option of a choice input: the choice's icon and its translated label. */
export function ChoiceOption({ label, field, value }: { label: string; field: ChoiceField; value: unknown }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <ConfigIcon name={field.choices.find((choice) => choice.value === value)?.icon} fontSize="small" />
      {label}
    </Box>
  );
}

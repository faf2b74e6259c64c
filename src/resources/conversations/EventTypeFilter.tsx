import { Checkbox, ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENUMERATIONS } from '../../shared/enumerations';
import { ConfigIcon } from '../framework/ConfigIcon';
import type { IconName } from '../framework/iconNames';

/** The timeline's filter: the flow event types to show (none chosen: all). */
export function EventTypeFilter({
  value,
  onChange,
}: {
  value: number[];
  onChange: (types: number[]) => void;
}) {
  const translate = useTranslate();
  const label = (value: number | string) => {
    const item = ENUMERATIONS.flowEventType.values.find((entry) => entry.value === value);
    return item ? translate(`enums.flowEventType.${item.key}`) : String(value);
  };
  return (
    <TextField
      select
      size="small"
      label={translate('resources.conversations.timeline.types')}
      sx={{ minWidth: 220 }}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as unknown as (number | string)[];
        onChange(chosen.map(Number));
      }}
      slotProps={{
        select: { multiple: true, renderValue: (chosen) => (chosen as number[]).map(label).join(', ') },
      }}
    >
      {ENUMERATIONS.flowEventType.values.map((item) => (
        <MenuItem key={item.key} value={item.value}>
          <Checkbox size="small" checked={value.includes(Number(item.value))} />
          {/* SPEC §3: the type's icon beside its label (decorative: the label carries the meaning). */}
          <ListItemIcon>
            <ConfigIcon name={item.icon as IconName} fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={label(item.value)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LocalStorageKey } from '../../utils/storageKeys';
import { useLocalStorageSwitch } from '../../utils/useLocalStorageSwitch';

/** A visible switch for a SPEC §9 local-storage key, labelled `framework.switches.{key}`. */
export function LocalStorageSwitch({ storageKey }: { storageKey: LocalStorageKey }) {
  const translate = useTranslate();
  const [on, set] = useLocalStorageSwitch(storageKey);
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(_, checked) => set(checked)} />}
      label={translate(`framework.switches.${storageKey}`)}
    />
  );
}

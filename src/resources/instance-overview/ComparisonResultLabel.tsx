import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ENUMERATIONS } from '../../shared/enumerations';
import { ConfigIcon } from '../framework/ConfigIcon';
import type { IconName } from '../framework/iconNames';

/** A comparison result with its icon and its SPEC §3 label ("identical", "only on this instance", …). */
export function ComparisonResultLabel({ result }: { result: number }) {
  const translate = useTranslate();
  const entry = ENUMERATIONS.comparisonResult.values.find((value) => value.value === result);
  if (!entry) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={result === 1 ? 'success' : result === 4 ? 'warning' : 'default'}
      icon={<ConfigIcon name={entry.icon as IconName} fontSize="small" />}
      label={translate(`enums.comparisonResult.${entry.key}`)}
    />
  );
}

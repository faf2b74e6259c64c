import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import WarningIcon from '@mui/icons-material/Warning';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LevelStatus } from '../../shared/operations/serviceLevel';
import { STATUS_COLOR } from './wallboardView';

const ICONS = {
  ok: <CheckCircleIcon />,
  warning: <WarningIcon />,
  breach: <ErrorIcon />,
  none: <RemoveCircleOutlineIcon />,
} satisfies Record<LevelStatus, React.ReactElement>;

/** A service-level status: colour, icon and text together (never colour alone). */
export function LevelStatusChip({ status }: { status: LevelStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      icon={ICONS[status]}
      label={translate(`app.operations.status.${status}`)}
      data-status={status}
    />
  );
}

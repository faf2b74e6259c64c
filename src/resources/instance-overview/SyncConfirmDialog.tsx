import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SyncDirection } from '../../shared/wire/instances';
import type { SyncPlan } from './comparisonModel';

const TEXTS = 'resources.instanceOverview.comparison';

/** Asks before a sync, listing what will be created and what overwritten on the target instance. */
export function SyncConfirmDialog(props: {
  direction: SyncDirection;
  plan: SyncPlan;
  instanceName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { direction, plan, instanceName, busy, onConfirm, onCancel } = props;
  const translate = useTranslate();
  const group = (label: string, rows: SyncPlan['create']) =>
    rows.length > 0 && (
      <>
        <Typography variant="subtitle2" component="h3">
          {translate(`${TEXTS}.${label}`)}
        </Typography>
        <List dense aria-label={translate(`${TEXTS}.${label}`)}>
          {rows.map((row) => (
            <ListItem key={row.key}>{row.name}</ListItem>
          ))}
        </List>
      </>
    );
  return (
    <Dialog open onClose={onCancel} aria-labelledby="sync-confirm-title">
      <DialogTitle id="sync-confirm-title">
        {translate(`${TEXTS}.confirm_title_${direction === 'toRemote' ? 'to_remote' : 'from_remote'}`, {
          name: instanceName,
        })}
      </DialogTitle>
      <DialogContent>
        {group('will_create', plan.create)}
        {group('will_overwrite', plan.overwrite)}
        {plan.skipped.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${TEXTS}.skipped`, { names: plan.skipped.map((row) => row.name).join(', ') })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${TEXTS}.cancel`)}</Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy || plan.create.length + plan.overwrite.length === 0}
        >
          {translate(`${TEXTS}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  Alert,
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, RecordContextProvider, useTranslate } from 'react-admin';
import { RowActions } from '../framework/actions/RowActions';
import { LOCAL_STORAGE_KEYS } from '../../utils/storageKeys';
import type { CustomTabProps } from '../defineArea';
import { LocalStorageSwitch } from '../framework/LocalStorageSwitch';
import { useResourceConfig } from '../framework/ResourceRegistryContext';
import { useAllowed } from '../framework/useAllowed';
import { formatOffset } from '../conversations/timelineModel';
import { elapsedSeconds } from './liveCallsModel';
import { SUPERVISOR_ACTION_NAMES } from './ongoingCallActions';
import { participantsText } from './liveCallsModel';
import { useOngoingCallsController } from './useOngoingCallsController';

const field = (name: string) => `resources.ongoingCalls.fields.${name}`;

/**
 * A line's ongoing conversations (`ongoing-calls/overview`), live over the hub: caller, called number, flow, a
 * ticking duration, the state and who else is on the call; each call can be cleaned, supervised (listen, whisper,
 * barge) or transferred when live call transfer is on.
 */
export function OngoingCallsBoard({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const idLine = Number(record?.id);
  const { calls, isPending, error, now, transferOffered } = useOngoingCallsController(idLine);
  const rowConfig = useResourceConfig('ongoingCalls');
  const names = ['cleanCall', ...(transferOffered ? ['transferCall'] : []), ...SUPERVISOR_ACTION_NAMES];
  const allowed = useAllowed(
    config.route,
    names.map((name) => `action:${name}`),
  );
  const actions = config.actions.filter(
    (action) => names.includes(action.name) && allowed?.[`action:${action.name}`],
  );
  const label = translate('resources.ongoingCalls.name', { smart_count: 2 });
  if (isPending) return <Loading />;
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <LocalStorageSwitch storageKey={LOCAL_STORAGE_KEYS.liveCallTransfer} />
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {calls.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.ongoingCalls.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {['caller', 'callee', 'flowName', 'duration', 'state', 'participants'].map((name) => (
                <TableCell key={name}>{translate(field(name))}</TableCell>
              ))}
              {actions.length > 0 && <TableCell>{translate('framework.row_actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.map((call) => (
              <TableRow key={call.guid} data-guid={call.guid} data-state={call.state}>
                <TableCell>{call.caller}</TableCell>
                <TableCell>{call.callee}</TableCell>
                <TableCell>{call.flowName}</TableCell>
                <TableCell>{formatOffset(elapsedSeconds(call, now) * 1000)}</TableCell>
                <TableCell>
                  <Chip size="small" label={translate(`resources.ongoingCalls.states.${call.state}`)} />
                </TableCell>
                <TableCell data-participants>{participantsText(call, translate)}</TableCell>
                {actions.length > 0 && rowConfig && record && (
                  <TableCell>
                    <RecordContextProvider value={call}>
                      <RowActions config={config} rowConfig={rowConfig} actions={actions} parent={record} />
                    </RecordContextProvider>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../providers/apiError';
import { ENUMERATIONS } from '../../shared/enumerations';
import { COMPARISON_KINDS, type ComparisonKind } from '../../shared/wire/instances';
import { ConfigIcon } from '../framework/ConfigIcon';
import type { CustomTabProps } from '../defineArea';
import type { IconName } from '../framework/iconNames';
import { ComparisonTable } from './ComparisonTable';
import { SyncConfirmDialog } from './SyncConfirmDialog';
import { useInstanceComparison } from './useInstanceComparison';

const TEXTS = 'resources.instanceOverview.comparison';

/** The comparison kind is the open tab (…/detail/{appUrl}/grammars). */
function useComparisonKind(): ComparisonKind {
  const last = useLocation().pathname.split('/').pop() as ComparisonKind;
  return COMPARISON_KINDS.includes(last) ? last : 'grammars';
}

/**
 * A comparison tab of a remote instance: filter by result, select, promote or take items, see differences. This
 * instance's own row says that it is not compared with itself.
 */
export function InstanceComparison({ record }: CustomTabProps) {
  const translate = useTranslate();
  const kind = useComparisonKind();
  if (!record) return null;
  // Said at once: the platform compares only remote instances, and asking would only answer (and retry) a 404.
  if (record.local === true) return <Alert severity="info">{translate(`${TEXTS}.own_instance`)}</Alert>;
  return <ComparisonView key={kind} appUrl={String(record.appUrl)} name={String(record.name)} kind={kind} />;
}

function ComparisonView({ appUrl, name, kind }: { appUrl: string; name: string; kind: ComparisonKind }) {
  const translate = useTranslate();
  const state = useInstanceComparison(appUrl, kind);
  if (state.loading) return <Loading />;
  if (state.error)
    return (
      <Alert severity="error">
        {translate(`${TEXTS}.loading_failed`, { message: errorMessage(state.error) })}
      </Alert>
    );
  const none = state.selected.size === 0 || state.syncing;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(`${TEXTS}.title`, { name })}
        </Typography>
        <TextField
          select
          size="small"
          label={translate(`${TEXTS}.filter`)}
          value={state.result ?? ''}
          onChange={(event) =>
            state.setResult(event.target.value === '' ? undefined : Number(event.target.value))
          }
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate(`${TEXTS}.all`)}</MenuItem>
          {ENUMERATIONS.comparisonResult.values.map((entry) => (
            <MenuItem key={entry.key} value={entry.value} sx={{ gap: 1 }}>
              <ConfigIcon name={entry.icon as IconName} fontSize="small" />
              {translate(`enums.comparisonResult.${entry.key}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.maySync && (
          <>
            <Typography variant="body2" aria-live="polite">
              {translate(`${TEXTS}.selected`, { smart_count: state.selected.size })}
            </Typography>
            <Button variant="contained" disabled={none} onClick={() => state.askSync('toRemote')}>
              {translate(`${TEXTS}.to_remote`)}
            </Button>
            <Button variant="outlined" disabled={none} onClick={() => state.askSync('fromRemote')}>
              {translate(`${TEXTS}.from_remote`)}
            </Button>
          </>
        )}
      </Stack>
      <ComparisonTable
        rows={state.rows}
        selectable={state.maySync}
        selected={state.selected}
        onToggle={state.toggle}
        onToggleAll={state.toggleAll}
      />
      {state.confirming && state.plan && (
        <SyncConfirmDialog
          direction={state.confirming}
          plan={state.plan}
          instanceName={name}
          busy={state.syncing}
          onConfirm={state.confirmSync}
          onCancel={state.cancelSync}
        />
      )}
    </Stack>
  );
}

import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import {
  Loading,
  useCanAccess,
  useCanBlock,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { isSilentError } from '../../providers/apiError';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { PermissionMap } from '../../shared/permissions';
import type { PermissionArea } from '../../shared/wire/administration';
import type { CustomTabProps } from '../defineArea';
import { DetailFields } from '../framework/DetailFields';
import { LeaveGuard } from '../framework/forms/LeaveGuard';
import { useResourceRegistry } from '../framework/ResourceRegistryContext';
import { CATALOGUE, PermissionAreaRow } from './PermissionAreaRow';
import { permissionRows, registryRequirements, samePermissions } from './permissionModel';

const OVERVIEW_FIELDS = ['name', 'description', 'idTenant', 'userCount', 'created'];

/**
 * The overview of a permission group: its fields and an editor of its permission map listing every area and action
 * of the platform's catalogue and the registry, with "every action" (-1) per area. Read-only without Role/edit.
 */
export function PermissionEditor({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const registry = useResourceRegistry();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: config.route, action: 'edit' });
  const saved = useMemo(() => (record?.permissions ?? {}) as PermissionMap, [record?.permissions]);
  // Edits belong to the map they started from: a refreshed record starts over from its own map.
  const [edit, setEdit] = useState<{ base: PermissionMap; map: PermissionMap }>();
  const map = edit && edit.base === saved ? edit.map : saved;
  const setMap = (next: PermissionMap) => setEdit({ base: saved, map: next });
  const [catalogue, setCatalogue] = useState<PermissionArea[]>();
  const [saving, setSaving] = useState(false);
  const canBlock = useCanBlock();

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => dataProvider.getPermissionAreas())
      .then(
        ({ data }) => live && setCatalogue(data),
        () => live && setCatalogue([]),
      );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  // In the order of the names shown (Campaigns before Flows, whose code is CallScript).
  const rows = useMemo(() => {
    const name = (area: string) => translate(`${CATALOGUE}.${area}.name`, { _: area });
    return (catalogue ? permissionRows(catalogue, registryRequirements(registry), saved) : []).sort((a, b) =>
      name(a.area).localeCompare(name(b.area)),
    );
  }, [catalogue, registry, saved, translate]);
  const changed = !samePermissions(map, saved);
  const readOnly = canEdit !== true || saving;

  const save = async () => {
    // Shown only on a role's tab, where the record is always there.
    if (!record) return;
    setSaving(true);
    try {
      await dataProvider.update(config.route, {
        id: record.id,
        data: { permissions: map },
        previousData: record,
      });
      notify('framework.permissions.saved', { type: 'success' });
      refresh();
    } catch (error) {
      const field = (error as { body?: { errors?: Record<string, string> } }).body?.errors?.permissions;
      if (!isSilentError(error))
        notify(field ?? (error instanceof Error ? error.message : String(error)), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DetailFields config={config} fields={OVERVIEW_FIELDS} />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('framework.permissions.title')}
      </Typography>
      {!catalogue ? (
        <Loading />
      ) : (
        <Table size="small" aria-label={translate('framework.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('framework.permissions.area')}</TableCell>
              <TableCell>{translate('framework.permissions.all')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <PermissionAreaRow key={row.area} row={row} map={map} readOnly={readOnly} onChange={setMap} />
            ))}
          </TableBody>
        </Table>
      )}
      {canEdit === true && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="center">
          <Button variant="contained" onClick={save} disabled={!changed || saving}>
            {translate('framework.permissions.save')}
          </Button>
          <Button onClick={() => setMap(saved)} disabled={!changed || saving}>
            {translate('framework.permissions.reset')}
          </Button>
          {changed && (
            <Alert severity="info" sx={{ py: 0 }}>
              {translate('ra.message.unsaved_changes')}
            </Alert>
          )}
        </Stack>
      )}
      {canBlock && <LeaveGuard shouldAsk={() => changed && !saving} />}
    </>
  );
}

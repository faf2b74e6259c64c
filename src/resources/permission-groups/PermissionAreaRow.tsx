import { Box, Checkbox, FormControlLabel, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionMap } from '../../shared/permissions';
import { isGranted, toggleAction, toggleAll, type PermissionRow } from './permissionModel';

/** Where the names and descriptions of areas and actions are (`permissionCatalogueMessages`). */
export const CATALOGUE = 'resources.permissionGroups.catalogue';

/** A permission code in small print beside its name (administrators meet the codes in API errors and exports). */
function Code({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', ml: 0.5 }}>
      {children}
    </Typography>
  );
}

/**
 * One area of the permission editor: its name, short description and code, "all actions" (-1) and each action by
 * name with its code. Names come from the catalogue texts; a code without one is shown as it is.
 */
export function PermissionAreaRow({
  row,
  map,
  readOnly,
  onChange,
}: {
  row: PermissionRow;
  map: PermissionMap;
  readOnly: boolean;
  onChange: (next: PermissionMap) => void;
}) {
  const translate = useTranslate();
  const areaName = translate(`${CATALOGUE}.${row.area}.name`, { _: row.area });
  const description = translate(`${CATALOGUE}.${row.area}.description`, { _: '' });
  const actionName = (action: string) =>
    translate(`${CATALOGUE}.${row.area}.actions.${action}`, { _: action });
  return (
    <TableRow data-area={row.area}>
      <TableCell component="th" scope="row">
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {areaName}
        </Typography>
        <Code>{row.area}</Code>
        {description && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {description}
          </Typography>
        )}
        {!row.inCatalogue && (
          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
            {translate('framework.permissions.unknown_area')}
          </Typography>
        )}
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          checked={map[row.area] === -1}
          disabled={readOnly}
          onChange={() => onChange(toggleAll(map, row.area))}
          slotProps={{
            input: { 'aria-label': `${areaName}: ${translate('framework.permissions.all')}` },
          }}
        />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {row.actions.map((action) => (
            // The code stays outside the label: the checkbox's name ("Flows: View") holds the label's text.
            <Box key={action} sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                label={actionName(action)}
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={isGranted(map, row.area, action)}
                    disabled={readOnly}
                    onChange={() => onChange(toggleAction(map, row, action))}
                    slotProps={{ input: { 'aria-label': `${areaName}: ${actionName(action)}` } }}
                  />
                }
              />
              <Code>{action}</Code>
            </Box>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}

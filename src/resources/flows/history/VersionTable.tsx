import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { Loading, RecordContextProvider, useTranslate } from 'react-admin';
import { FieldValue } from '../../framework/FieldValue';
import type { ScriptHistoryController } from './useScriptHistoryController';

/** The versions of a script, newest first, each selectable for comparison or compared with the latest at once. */
export function VersionTable({ controller }: { controller: ScriptHistoryController }) {
  const translate = useTranslate();
  const { versions, selected, latest } = controller;
  if (controller.loading) return <Loading />;
  return (
    <>
      <Table size="small" aria-label={translate('history.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {(['version', 'author', 'created', 'comment', 'tag'] as const).map((column) => (
              <TableCell key={column}>{translate(`history.columns.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((version) => (
            <RecordContextProvider key={version.id} value={version}>
              <TableRow selected={selected.includes(version.version)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(version.version)}
                    onChange={() => controller.toggle(version.version)}
                    slotProps={{
                      input: { 'aria-label': translate('history.select', { version: version.version }) },
                    }}
                  />
                </TableCell>
                <TableCell>
                  {version.version}
                  {version.version === latest && ` (${translate('history.latest')})`}
                </TableCell>
                <TableCell>{version.author}</TableCell>
                <TableCell>
                  {controller.createdField ? <FieldValue field={controller.createdField} /> : version.created}
                </TableCell>
                <TableCell>{version.comment}</TableCell>
                <TableCell>{version.tag}</TableCell>
                <TableCell align="right">
                  {version.version !== latest && (
                    <Button size="small" onClick={() => controller.compareWithLatest(version.version)}>
                      {translate('history.compare_with_latest')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
      {controller.total > controller.perPage && (
        <TablePagination
          component="div"
          count={controller.total}
          page={controller.page - 1}
          rowsPerPage={controller.perPage}
          rowsPerPageOptions={[controller.perPage]}
          onPageChange={(_event, page) => controller.setPage(page + 1)}
        />
      )}
    </>
  );
}

import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditChange } from '../../shared/auditChanges';
import type { CustomTabProps } from '../defineArea';

/** A recorded value as text: empty for none, JSON for lists and objects. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An audit entry's changed fields with their values before and after the write (SPEC §3). */
export function AuditChanges({ record }: CustomTabProps) {
  const translate = useTranslate();
  const changes = (record?.changes ?? null) as AuditChange[] | null;
  const text = (key: string) => translate(`resources.auditLog.changes.${key}`);
  if (!changes || changes.length === 0) return <Typography color="text.secondary">{text('none')}</Typography>;
  return (
    <Table size="small" aria-label={text('title')}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{text('field')}</TableCell>
          <TableCell scope="col">{text('before')}</TableCell>
          <TableCell scope="col">{text('after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {change.field}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

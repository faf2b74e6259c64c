import DownloadIcon from '@mui/icons-material/Download';
import { Alert, AlertTitle, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactImport } from '../../shared/wire/campaigns';
import { saveFile } from '../../utils/downloadFile';
import { refusedRowsCsv } from './import-wizard/wizardCsv';

/**
 * The report of one contacts import: still running, refused as a whole, or the counts and every refused row (also
 * downloadable as CSV).
 */
export function ContactImportReport({ report, running }: { report: ContactImport; running: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.campaigns.import.${key}`, options);
  if (running)
    return (
      <Alert severity="info" role="status">
        {t('running', { name: report.fileName })}
      </Alert>
    );
  if (report.failure)
    return (
      <Alert severity="error" role="status">
        <AlertTitle>{t('refused', { name: report.fileName })}</AlertTitle>
        {report.failure}
      </Alert>
    );
  return (
    <Alert severity={report.rejected > 0 ? 'warning' : 'success'} role="status">
      <AlertTitle>
        {t('done', {
          name: report.fileName,
          imported: t('imported', { smart_count: report.imported }),
          rejected: t('rejected', { smart_count: report.rejected }),
        })}
      </AlertTitle>
      {report.errors.length > 0 && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveFile(
              new Blob([refusedRowsCsv(report.errors)], { type: 'text/csv' }),
              `${report.fileName.replace(/\.[^.]*$/, '')}-refused.csv`,
            )
          }
        >
          {t('download')}
        </Button>
      )}
      {report.errors.length > 0 && (
        <Table size="small" aria-label={t('errors')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('line')}</TableCell>
              <TableCell>{t('phone')}</TableCell>
              <TableCell>{t('message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.errors.map((error) => (
              <TableRow key={error.line}>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.phone}</TableCell>
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Alert>
  );
}

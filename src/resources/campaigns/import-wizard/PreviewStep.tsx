import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONTACT_COLUMNS } from '../../../shared/campaignRules';
import type { ContactField } from '../../../shared/contactMapping';

const SHOWN = 5;

/** The first rows as they will be imported, each with what the file checks say, and how many rows they refuse. */
export function PreviewStep({
  contacts,
  problems,
}: {
  contacts: readonly Record<ContactField, string>[];
  problems: readonly (string | null)[];
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.campaigns.import.${key}`, options);
  const refused = problems.filter((problem) => problem !== null).length;
  const shown = contacts.slice(0, SHOWN);
  return (
    <>
      <Table size="small" aria-label={t('preview', { smart_count: shown.length, total: contacts.length })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('line')}</TableCell>
            {CONTACT_COLUMNS.map((field) => (
              <TableCell key={field}>{translate(`resources.campaignContacts.fields.${field}`)}</TableCell>
            ))}
            <TableCell>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((contact, index) => (
            <TableRow key={index}>
              <TableCell>{index + 2}</TableCell>
              {CONTACT_COLUMNS.map((field) => (
                <TableCell key={field}>{contact[field]}</TableCell>
              ))}
              <TableCell>{problems[index] ?? t('ok')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Alert severity={refused > 0 ? 'warning' : 'info'} sx={{ mt: 1 }}>
        {t('preview', { smart_count: shown.length, total: contacts.length })}.{' '}
        {refused > 0 ? t('willRefuse', { smart_count: refused }) : t('noneRefused')}
      </Alert>
    </>
  );
}

import { screen } from '@testing-library/react';
import { renderConsole } from '../../testing/renderConsole';
import { ContactImportReport } from './ContactImportReport';

const report = (imported: number, rejected: number) => ({
  id: 1,
  idCampaign: 1,
  idTask: null,
  fileName: 'contacts.csv',
  status: 2,
  imported,
  rejected,
  failure: null,
  errors: [],
  created: '2026-11-01T10:00:00Z',
});

describe('the contacts import report', () => {
  it('counts in the singular and the plural through the i18n provider', () => {
    renderConsole(<ContactImportReport report={report(1, 1)} running={false} />, { path: '/', route: '/' });
    expect(screen.getByText('contacts.csv: 1 contact imported, 1 row refused')).toBeInTheDocument();
  });

  it('counts in the plural', () => {
    renderConsole(<ContactImportReport report={report(3, 0)} running={false} />, { path: '/', route: '/' });
    expect(screen.getByText('contacts.csv: 3 contacts imported, 0 rows refused')).toBeInTheDocument();
  });
});

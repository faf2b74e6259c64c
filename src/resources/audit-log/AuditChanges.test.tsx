import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsole } from '../../testing/renderConsole';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { resourceRegistry } from '../registry';
import { auditLogResource } from './auditLogResource';

const SLOW = { timeout: 5000 };

describe('an audit entry', () => {
  it('shows the fields its write changed, before and after', async () => {
    const dataProvider = createFakeDataProvider({
      resources: resourceRegistry,
      counts: { auditLog: 2 },
      // The first entry records a changed field; the others none.
      factories: {
        auditLog: (index) => ({
          changes: index === 0 ? [{ field: 'maxChannels', before: 4, after: 8 }] : null,
        }),
      },
    });
    renderConsole(auditLogResource, { path: '/administration/audit-log/detail/1/overview', dataProvider });
    const table = await screen.findByRole('table', { name: 'Changed fields' }, SLOW);
    const row = within(table).getByRole('row', { name: /maxChannels/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '8']);
  });

  it('says so when it records no field changes', async () => {
    renderConsole(auditLogResource, { path: '/administration/audit-log/detail/2/overview' });
    expect(await screen.findByText('This entry records no field changes.', {}, SLOW)).toBeInTheDocument();
  });

  it('is found by time, user, tenant, action and entity', async () => {
    renderConsole(auditLogResource, { path: '/administration/audit-log' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add filter' }, SLOW));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Time', 'User', 'Tenant', 'Action', 'Entity']));
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { NotificationBell } from '../app/shell/NotificationBell';
import { NotAuthorizedPage } from '../custom-pages/errors/NotAuthorizedPage';
import { usersResource } from '../resources/users/usersResource';
import { TaskStatus } from '../shared/enumerations';
import type { BackgroundTask } from '../shared/wire/home';
import { renderConsole } from './renderConsole';
import { shellDataProvider } from './shellDataProvider';

// The examples of docs/testing.md, one per kind of view.
const SLOW = { timeout: 5000 };

describe('renderConsole', () => {
  it('renders a resource view with a permission map', async () => {
    renderConsole(usersResource, { path: '/administration/users?dialog=create', permissions: { User: -1 } });
    expect(await screen.findByRole('dialog', { name: 'Create: User' }, SLOW)).toBeInTheDocument();
  });

  it('hides what the permission map does not grant', async () => {
    renderConsole(usersResource, { path: '/administration/users', permissions: { User: ['view'] } });
    expect(await screen.findByRole('columnheader', { name: /Username/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('renders a page at its route', async () => {
    renderConsole(<NotAuthorizedPage />, { path: '/not-authorized?code=401', route: '/not-authorized' });
    expect(await screen.findByRole('heading', { name: '401 - Not authorized' })).toBeInTheDocument();
  });

  it('renders a shell part over a data provider with background tasks', async () => {
    const running: BackgroundTask = {
      id: 3,
      name: 'Export',
      description: 'Export description',
      created: '2024-03-31T22:30:00Z',
      status: TaskStatus.RUNNING,
      progress: 40,
      resultUrl: null,
      idTenant: 1,
      idUser: 3,
    };
    renderConsole(<NotificationBell />, { dataProvider: shellDataProvider('', [running]) });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress of Export' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });
});

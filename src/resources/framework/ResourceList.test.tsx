import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { Tenant } from '../../shared/wire/administration';
import { renderConsole } from '../../testing/renderConsole';
import { tenantsResource } from '../tenants/tenantsResource';
import { ResourceList } from './ResourceList';

const tenants: Tenant[] = [
  {
    id: 1,
    name: 'Acme',
    code: 'ACME',
    idParentTenant: null,
    parentName: null,
    enabled: true,
    twoFactorRequired: false,
    channels: 3,
    timezone: 'Europe/Prague',
    contactEmail: null,
    website: null,
    created: '2024-03-15T12:00:00Z',
    userCount: 12,
    lineCount: 4,
  },
  {
    id: 2,
    name: 'Beta',
    code: 'BETA',
    idParentTenant: 1,
    parentName: 'Acme',
    enabled: false,
    twoFactorRequired: true,
    channels: 4,
    timezone: 'UTC',
    contactEmail: 'ops@beta.example',
    website: 'https://beta.example',
    created: '2023-12-01T12:00:00Z',
    userCount: 0,
    lineCount: 0,
  },
];

function setup(path = '/administration/tenants') {
  const getList = vi.fn(async () => ({ data: tenants, total: 42 }));
  const dataProvider = testDataProvider({ getList } as never);
  renderConsole(<ResourceList config={tenantsResource} />, {
    path,
    route: '/administration/tenants/*',
    dataProvider,
  });
  return { getList };
}

describe('ResourceList', () => {
  it('renders one row per record with typed cells', async () => {
    setup();
    const acme = (await screen.findByText('ACME')).closest('tr') as HTMLElement;
    expect(within(acme).getByText('Acme')).toBeInTheDocument();
    expect(within(acme).getByText('Yes')).toBeInTheDocument();
    expect(within(acme).getByText('Voice')).toBeInTheDocument();
    expect(within(acme).getByText('Chat')).toBeInTheDocument();
    expect(within(acme).queryByText('RPA')).not.toBeInTheDocument();
    expect(within(acme).getByText('12')).toBeInTheDocument();
    expect(within(acme).getByText('15/03/2024')).toBeInTheDocument();

    const beta = screen.getByText('BETA').closest('tr') as HTMLElement;
    expect(within(beta).getByText('No')).toBeInTheDocument();
    expect(within(beta).getByText('RPA')).toBeInTheDocument();
    expect(within(beta).getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/administration/tenants/detail/1/overview',
    );
  });

  it('shows the configured columns with their labels and the page title', async () => {
    setup();
    await screen.findByText('ACME');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Code', 'Parent', 'Enabled', 'Channels', 'Users', 'Lines', 'Created']);
    expect(document.title).toBe('Tenants - Switchboard');
  });

  it('asks the data provider for the first page sorted by name ascending', async () => {
    const { getList } = setup();
    await screen.findByText('ACME');
    expect(getList).toHaveBeenCalledWith(
      'administration/tenants',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
    expect(screen.getByText('1-25 of 42')).toBeInTheDocument();
  });

  it('takes page, sort and filter from the URL', async () => {
    const { getList } = setup(
      `/administration/tenants?page=2&perPage=25&sort=code&order=DESC&filter=${encodeURIComponent('{"q":"ac"}')}`,
    );
    await screen.findByText('ACME');
    expect(getList).toHaveBeenCalledWith(
      'administration/tenants',
      expect.objectContaining({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'code', order: 'DESC' },
        filter: { q: 'ac' },
      }),
    );
  });

  it('opens the detail overview when a row is clicked', async () => {
    setup();
    fireEvent.click(await screen.findByText('BETA'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/administration/tenants/detail/2/overview'),
    );
  });

  it('keeps sorting in the URL when a sortable header is clicked', async () => {
    setup();
    await screen.findByText('ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by code ascending' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=code'));
    expect(screen.getByTestId('location')).toHaveTextContent('order=ASC');
    expect(screen.queryByRole('button', { name: /Sort by channels/ })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from './testing/fakeAuthProvider';
import { createFakeDataProvider } from './testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { showcaseResource } from './testing/showcaseResource';

const registry = [...resourceRegistry, showcaseResource];
const record = {
  id: 7,
  title: 'Everything',
  notes: 'First line\nSecond line',
  count: 42,
  active: false,
  day: '2024-03-31',
  moment: '2024-03-31T22:30:00Z',
  length: 125,
  status: 3,
  channels: 5,
  idTenant: 2,
  tenantName: 'Acme Telecom',
  roleIds: [11, 12],
  roleNames: ['Operators', 'Viewers'],
  settings: { retries: 3 },
  homepage: 'javascript:alert(1)',
  email: 'ops@acme.example',
  token: 's3cr3t-token',
  labels: ['night', 'vip'],
};

function setup(overrides: Record<string, unknown> = {}) {
  const dataProvider = createFakeDataProvider({
    resources: registry,
    records: { showcase: [{ ...record, ...overrides }] },
  });
  renderConsole(showcaseResource, {
    path: '/showcase/detail/7/overview',
    registry,
    dataProvider,
    authProvider: createFakeAuthProvider({
      registry,
      permissions: { Showcase: -1 },
      timezone: 'Europe/Prague',
    }),
  });
  return { dataProvider };
}

const valueOf = async (field: string) => {
  await screen.findByText('Everything');
  return document.querySelector(`dd[data-field="${field}"]`) as HTMLElement;
};

describe('field types', () => {
  it('text and long text keep their content, line breaks included', async () => {
    setup();
    expect(await valueOf('title')).toHaveTextContent('Everything');
    expect((await valueOf('notes')).textContent).toBe('First line\nSecond line');
  });

  it('number and boolean', async () => {
    setup();
    expect(await valueOf('count')).toHaveTextContent(/^42$/);
    expect(await valueOf('active')).toHaveTextContent(/^No$/);
  });

  it('date, date-time and duration in the console time zone', async () => {
    setup();
    expect(await valueOf('day')).toHaveTextContent(/^31\/03\/2024$/);
    expect(await valueOf('moment')).toHaveTextContent(/^01\/04\/2024 00:30$/);
    expect(await valueOf('length')).toHaveTextContent(/^2 min 5 s$/);
  });

  it('enumeration and bit flags show labels with icons', async () => {
    setup();
    const status = await valueOf('status');
    expect(status).toHaveTextContent(/^Error$/);
    expect(status.querySelector('svg')).not.toBeNull();
    const channels = await valueOf('channels');
    expect(within(channels).getByText('Voice')).toBeInTheDocument();
    expect(within(channels).getByText('RPA')).toBeInTheDocument();
    expect(within(channels).queryByText('Chat')).not.toBeInTheDocument();
    expect(channels.querySelectorAll('svg')).toHaveLength(2);
  });

  it('reference and reference list link to the referenced details', async () => {
    setup();
    expect(within(await valueOf('idTenant')).getByRole('link', { name: 'Acme Telecom' })).toHaveAttribute(
      'href',
      '/administration/tenants/detail/2/overview',
    );
    const groups = await valueOf('roleIds');
    expect(within(groups).getByRole('link', { name: 'Viewers' })).toHaveAttribute(
      'href',
      '/administration/permission-groups/detail/12/overview',
    );
  });

  it('JSON is pretty-printed', async () => {
    setup();
    expect((await valueOf('settings')).textContent).toBe('{\n  "retries": 3\n}');
  });

  it('a URL that is not https or same-origin is plain text, never a link', async () => {
    setup();
    const homepage = await valueOf('homepage');
    expect(homepage).toHaveTextContent('javascript:alert(1)');
    expect(within(homepage).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an https URL and an e-mail are links', async () => {
    setup({ homepage: 'https://acme.example/help' });
    expect(within(await valueOf('homepage')).getByRole('link')).toHaveAttribute(
      'href',
      'https://acme.example/help',
    );
    expect(within(await valueOf('email')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:ops@acme.example',
    );
  });

  it('a secret is masked, revealed on demand and copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    const token = await valueOf('token');
    expect(token).not.toHaveTextContent('s3cr3t-token');
    expect(token).toHaveTextContent('••••');
    fireEvent.click(within(token).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(token).toHaveTextContent('s3cr3t-token'));
    fireEvent.click(within(token).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('s3cr3t-token'));
    fireEvent.click(within(token).getByRole('button', { name: 'Hide' }));
    expect(token).not.toHaveTextContent('s3cr3t-token');
  });

  it('tags show one chip each', async () => {
    setup();
    const labels = await valueOf('labels');
    expect(within(labels).getByText('night')).toBeInTheDocument();
    expect(within(labels).getByText('vip')).toBeInTheDocument();
  });
});

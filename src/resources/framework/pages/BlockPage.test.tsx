import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { PathCallParams } from '../../../providers/dataProvider';
import { findNotification, renderConsole } from '../../../testing/renderConsole';
import { resourceRegistry } from '../../registry';
import { validatePageFile, type PageFileInput } from '../../schema/pageFileSchema';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { PageRoute } from '../../../custom-pages/PageRoute';
import { BlockPage } from './BlockPage';
import { runtimePageDefinition } from './loadRuntimePages';

const SLOW = { timeout: 5000 };

function renderBlocks(
  blocks: PageFileInput['blocks'],
  pathCalls: (params: PathCallParams) => unknown,
  permissions: Record<string, string[]> = { Line: ['view'], Statistics: ['view'] },
) {
  const result = validatePageFile({
    name: 'board',
    path: '/board',
    label: 'Board',
    menu: false,
    permissions: [],
    blocks,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const dataProvider = createFakeDataProvider({ resources: resourceRegistry, pathCalls });
  renderConsole(<BlockPage name="board" blocks={result.page.blocks ?? []} />, {
    path: '/board',
    dataProvider,
    permissions,
  });
  return { dataProvider, pathCalls: () => dataProvider.calls.filter((call) => call.method === 'callPath') };
}

const stats = {
  total: 42,
  rate: 0.25,
  items: [
    { day: 'Mon', calls: 3 },
    { day: 'Tue', calls: 5 },
  ],
};

describe('a page of blocks', () => {
  it('shows figure cards and a chart from their calls, and leaves out a block the user may not see', async () => {
    const { pathCalls } = renderBlocks(
      [
        {
          type: 'figures',
          title: 'Totals',
          source: { path: '/stats', query: { scope: 'all' } },
          figures: [
            { source: 'total', type: 'number', label: 'Calls' },
            { source: 'rate', type: 'percent', label: 'Failure rate' },
          ],
        },
        {
          type: 'chart',
          title: 'Calls per day',
          source: { path: '/stats' },
          chart: { x: { source: 'day' }, series: [{ source: 'calls', label: 'Calls' }] },
        },
        {
          type: 'figures',
          title: 'Secret',
          permissions: [{ area: 'Billing', action: 'view' }],
          source: { path: '/secret' },
          figures: [{ source: 'total', type: 'number' }],
        },
      ],
      () => stats,
    );
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    expect(await within(totals).findByText('42')).toBeInTheDocument();
    expect(within(totals).getByText('Failure rate')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Calls per day' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Secret' })).not.toBeInTheDocument();
    expect(pathCalls().map((call) => call.params)).toContainEqual({
      base: 'core',
      path: '/stats',
      query: { scope: 'all' },
      dataPath: '',
      method: 'GET',
      silent: true,
    });
    expect(pathCalls().some((call) => (call.params as PathCallParams).path === '/secret')).toBe(false);
  });

  it("shows a failed call's SPEC §8 message in place of the block", async () => {
    renderBlocks(
      [
        {
          type: 'figures',
          title: 'Totals',
          source: { path: '/stats' },
          figures: [{ source: 'total', type: 'number' }],
        },
      ],
      () => {
        throw new HttpError('Statistics are switched off', 503, {
          status: 503,
          error: 'Statistics are switched off',
        });
      },
    );
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    expect(await within(totals).findByText('Statistics are switched off')).toBeInTheDocument();
  });

  it("lists a resource's records with the block's columns", async () => {
    renderBlocks(
      [
        {
          type: 'list',
          title: 'Some lines',
          resource: 'lines',
          columns: ['name', 'phoneNumber'],
          perPage: 5,
        },
      ],
      () => ({}),
    );
    const list = await screen.findByRole('region', { name: 'Some lines' }, SLOW);
    expect(await within(list).findByRole('columnheader', { name: /Phone number/ }, SLOW)).toBeInTheDocument();
    expect(within(list).getByText(/^1-5 of \d+$/)).toBeInTheDocument();
  });

  it('checks a form with SPEC §5 messages, shows the server’s field errors and submits the values', async () => {
    let answer: () => unknown = () => {
      throw new HttpError('Validation failed', 400, {
        status: 400,
        error: 'Validation failed',
        errors: { note: 'Note is taken' },
      });
    };
    const { pathCalls } = renderBlocks(
      [
        {
          type: 'form',
          title: 'Note',
          fields: [{ source: 'note', type: 'text', label: 'Your note' }],
          inputs: [{ source: 'note', validate: [{ name: 'required' }] }],
          submit: { path: '/notes', method: 'PUT' },
        },
      ],
      () => answer(),
    );
    const form = await screen.findByRole('region', { name: 'Note' }, SLOW);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(pathCalls()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Your note/), { target: { value: 'Hello' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Note is taken')).toBeInTheDocument();

    answer = () => ({});
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findNotification('Note saved')).toBeInTheDocument();
    expect(pathCalls().at(-1)?.params).toEqual({
      base: 'core',
      method: 'PUT',
      path: '/notes',
      body: { note: 'Hello' },
    });
  });

  it('shows the open tab of a page with tabs, its blocks only, with the tab bar of the tabs the user may open', async () => {
    const figures = (title: string) => ({
      type: 'figures' as const,
      title,
      source: { path: `/${title}` },
      figures: [{ source: 'total', type: 'number' as const }],
    });
    const result = validatePageFile({
      name: 'board',
      path: '/board',
      label: 'Board',
      menu: false,
      permissions: [],
      tabs: [
        { path: 'first', label: 'First', blocks: [figures('alpha')] },
        { path: 'second', label: 'Second', blocks: [figures('beta')] },
        {
          path: 'third',
          label: 'Third',
          permissions: [{ area: 'Billing', action: 'view' }],
          blocks: [figures('gamma')],
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const dataProvider = createFakeDataProvider({
      resources: resourceRegistry,
      pathCalls: () => ({ total: 7 }),
    });
    renderConsole(<PageRoute page={runtimePageDefinition(result.page)} />, {
      path: '/board/second',
      route: '/board/*',
      dataProvider,
      permissions: { Line: ['view'] },
    });
    const beta = await screen.findByRole('region', { name: 'beta' }, SLOW);
    expect(await within(beta).findByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'alpha' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Third' })).not.toBeInTheDocument();
  });
});

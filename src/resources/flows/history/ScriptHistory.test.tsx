import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { FlowVersion, FlowVersionDiff } from '../../../shared/wire/flowVersions';
import { createFakeAuthProvider } from '../../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../../framework/testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';
import { resourceRegistry } from '../../registry';
import { flowsResource } from '../flowsResource';

const version = (number: number, comment: string): FlowVersion => ({
  id: number,
  version: number,
  author: 'alice',
  created: `2025-0${number}-01T10:00:00Z`,
  comment,
  tag: null,
  nodeCount: 4,
});

const diff: Omit<FlowVersionDiff, 'id'> & { id: number } = {
  id: 3,
  from: version(1, 'Initial version'),
  to: version(3, 'New greeting'),
  diff: {
    nodes: [
      {
        id: 'n2',
        label: 'Step 1',
        type: 'ask',
        change: 'changed',
        properties: [{ property: 'text', before: 'Hello', after: 'Good morning' }],
      },
      { id: 'n3', label: 'Step 2', type: 'sms', change: 'added', properties: [] },
    ],
    edges: [
      { id: 'n2→end', label: 'Step 1 → Goodbye', from: 'n2', to: 'end', change: 'removed', properties: [] },
    ],
    settings: [{ property: 'bargeIn', before: true, after: false }],
    other: [],
  },
  text: [
    {
      oldStart: 3,
      oldLines: 2,
      newStart: 3,
      newLines: 2,
      lines: ['   "id": "n2",', '-  "text": "Hello"', '+  "text": "Good morning"'],
    },
  ],
};

function setup(
  permissions: Record<string, string[]>,
  { path = '/flows/detail/7/history', answer }: { path?: string; answer?: unknown } = {},
) {
  const fake = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      flows: [{ id: 7, name: 'Billing line', version: 3, channels: 1, tags: [], variables: [] }],
      flowVersions: [
        version(3, 'New greeting'),
        version(2, 'Tuned silence timeout'),
        version(1, 'Initial version'),
      ],
      flowVersionDiffs: [diff],
    },
  });
  const runAction = vi.fn(async () => ({
    data: answer ?? { version: version(4, 'Reverted to version 1') },
  }));
  const dataProvider = { ...fake, runAction };
  renderConsole(flowsResource, {
    path,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { runAction, fake };
}

describe('ScriptHistory', () => {
  it('lists the versions with author and comment, and compares two selected ones node by node', async () => {
    setup({ CallScript: ['view', 'revert'] });
    expect(await screen.findByText('Tuned silence timeout')).toBeInTheDocument();
    expect(screen.getByText('Select two versions to see what changed between them.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select version 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select version 3' }));
    const view = await screen.findByRole('region', { name: 'Changes from version 1 to version 3' });
    const nodes = await within(view).findByRole('region', { name: 'Nodes' });
    expect(within(nodes).getByText('Step 1')).toBeInTheDocument();
    expect(within(nodes).getByText('Hello')).toBeInTheDocument();
    expect(within(nodes).getByText('Good morning')).toBeInTheDocument();
    expect(within(view).getByText('1 added, 1 removed, 1 changed')).toBeInTheDocument();
    expect(within(view).getByRole('table', { name: 'Settings' })).toHaveTextContent('bargeIn');
    expect(within(view).getByText('Step 1 → Goodbye')).toBeInTheDocument();
    fireEvent.click(within(view).getByRole('button', { name: 'Content as text' }));
    expect(within(view).getByText('"text": "Good morning"', { exact: false })).toHaveTextContent(/^\+/);
  });

  it('reverts to the older version after a confirmation, through the configured revert action', async () => {
    const { runAction } = setup({ CallScript: ['view', 'revert'] });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Compare with latest' }))[0]);
    fireEvent.click(await screen.findByRole('button', { name: /Revert to version/ }));
    expect(await screen.findByText(/A new version 4 is created/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('flows', { action: 'revert', id: 7, rowId: 2 }),
    );
    expect(await screen.findByText('Reverted: version 4 created')).toBeInTheDocument();
  });

  it('offers no revert without CallScript/revert', async () => {
    setup({ CallScript: ['view'] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select version 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select version 3' }));
    expect(await screen.findByRole('region', { name: 'Nodes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revert to version/ })).not.toBeInTheDocument();
  });

  it('reverts a large version as a background task, and a link with ?compare= opens that comparison', async () => {
    const task = { id: 9, name: 'Revert Billing line to version 2', status: 0 };
    const { runAction } = setup(
      { CallScript: ['view', 'revert'] },
      { path: '/flows/detail/7/history?compare=1-3', answer: { task } },
    );
    // The address's pair is compared at once (a finished revert task's result opens it so).
    const view = await screen.findByRole('region', { name: 'Changes from version 1 to version 3' });
    expect(await within(view).findByText('1 added, 1 removed, 1 changed')).toBeInTheDocument();
    fireEvent.click(within(view).getByRole('button', { name: 'Revert to version 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(runAction).toHaveBeenCalled());
    expect(
      await screen.findByText(
        'Version 1 is large: the revert runs as a background task. The bell opens the new version when it is done.',
      ),
    ).toBeInTheDocument();
  });
});

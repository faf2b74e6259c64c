import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { flowFromTemplate } from '../../../shared/flow/flowTemplates';
import { createFakeAuthProvider } from '../../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../../framework/testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';
import { resourceRegistry } from '../../registry';
import { flowsResource } from '../flowsResource';

// React Flow measures with ResizeObserver and reads transforms with DOMMatrix, which jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);
vi.stubGlobal(
  'DOMMatrixReadOnly',
  class {
    m22 = 1;
  },
);

function setup(permissions: Record<string, string[]>) {
  const content = flowFromTemplate('menu', 'Billing line');
  const fake = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      flows: [{ id: 7, name: 'Billing line', version: 1, channels: 1, tags: [], variables: [] }],
      flowVersions: [
        { id: 1, version: 1, author: 'alice', comment: 'Created', tag: null, nodeCount: 8, content },
      ],
      grammars: [
        { id: 3, name: 'Yes/No', kind: 'keywords', content: 'yes\nno' },
        { id: 4, name: 'Digits', kind: 'regex', content: '^[0-9]+$' },
      ],
    },
  });
  const create = vi.fn(async () => ({ data: { id: 2, version: 2, problems: [] } }));
  renderConsole(flowsResource, {
    path: '/flows/detail/7/design',
    dataProvider: { ...fake, create } as typeof fake,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return { create };
}

describe('FlowDesigner', () => {
  it('shows a flow read-only to a user who may not edit it, with its outline', async () => {
    setup({ CallScript: ['view'] });
    expect(await screen.findByText('You may look at this flow but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save version' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Outline (8 nodes)' }));
    const outline = await screen.findByRole('list', { name: 'Outline (8 nodes)' });
    expect(within(outline).getByText('intent:sales → Reply sales')).toBeInTheDocument();
  });

  it('adds a say node, validates its text, connects it and saves a version with a comment', async () => {
    const { create } = setup({ CallScript: ['view', 'edit'] });
    const palette = await screen.findByRole('region', { name: 'Add a node' });
    fireEvent.click(within(palette).getByRole('button', { name: 'Add Say' }));
    const panel = await screen.findByRole('region', { name: 'Node "say 1"' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Field is required')).toBeInTheDocument();
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Text/ }), {
      target: { value: 'We open at nine.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    const connections = await screen.findByRole('region', { name: 'Connections' });
    fireEvent.mouseDown(within(connections).getByRole('combobox', { name: 'next leads to' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Goodbye (end)' }),
    );
    const tools = screen.getByRole('toolbar', { name: 'Designer tools' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Save version' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Opening hours' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, params] = create.mock.calls[0] as unknown as [
      string,
      { data: { content: { nodes: unknown[]; edges: unknown[] }; comment: string } },
    ];
    expect(resource).toBe('flowVersions');
    expect(params.data.comment).toBe('Opening hours');
    expect(params.data.content.nodes).toContainEqual(
      expect.objectContaining({ id: 'say1', text: 'We open at nine.' }),
    );
    expect(params.data.content.edges).toContainEqual({ from: 'say1', to: 'end' });
    expect(await screen.findByText('Version 2 saved')).toBeInTheDocument();
  });

  it('lets a listen node match a grammar record chosen by name', async () => {
    const { create } = setup({ CallScript: ['view', 'edit'] });
    const palette = await screen.findByRole('region', { name: 'Add a node' });
    fireEvent.click(within(palette).getByRole('button', { name: 'Add Listen' }));
    const panel = await screen.findByRole('region', { name: 'Node "listen 1"' });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Grammar record' }), {
      target: { value: 'Yes' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Yes/No' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Yes or no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, params] = create.mock.calls[0] as unknown as [
      string,
      { data: { content: { nodes: unknown[] } } },
    ];
    expect(params.data.content.nodes).toContainEqual(
      expect.objectContaining({ id: 'listen1', type: 'listen', grammarName: 'Yes/No' }),
    );
  });
});

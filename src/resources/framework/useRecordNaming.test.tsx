import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import tagsJson from '../../../config/resources/tags.json';
import { defineResource } from '../defineResource';
import { grammarsResource } from '../grammars/grammarsResource';
import { resourceRegistry } from '../registry';
import type { ResourceInput } from '../types';
import type { ResourceConfig } from '../types';
import { createFakeAuthProvider } from './testing/fakeAuthProvider';
import { createFakeDataProvider, type FakeDataProviderOptions } from './testing/fakeDataProvider';
import { findNotification, renderConsole } from '../../testing/renderConsole';

const tags = defineResource(tagsJson as ResourceInput);
const registry = [...resourceRegistry, tags];
const authProvider = createFakeAuthProvider({
  registry,
  permissions: { Tag: ['view', 'edit'], Grammar: -1, Language: ['view'] },
});

function open(config: ResourceConfig, path: string, factories: FakeDataProviderOptions['factories'] = {}) {
  const dataProvider = createFakeDataProvider({
    resources: registry,
    counts: { tags: 2, grammars: 3, languages: 2 },
    factories,
  });
  renderConsole(config, { path, registry, dataProvider, authProvider });
  return dataProvider;
}

// Rendering resolves permissions and loads views asynchronously; a busy machine needs more than RTL's 1 s.
const SLOW = { timeout: 5000 };

const snackbar = (text: string) => findNotification(text, SLOW);
const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent;

beforeEach(() => sessionStorage.clear());

describe('dialog titles and success notifications name the record', { timeout: 20_000 }, () => {
  it('creates a tag in "Create: Tag" and reports it by name', async () => {
    open(tags, '/administration/tags?dialog=create');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(heading(dialog)).toBe('Create: Tag');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await snackbar('Tag "VIP" created')).toBeInTheDocument();
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
  });

  it('edits a grammar in "Edit: {its name}" and reports it by name', async () => {
    open(grammarsResource, '/administration/grammars/detail/2/overview?dialog=edit', {
      grammars: (index) => ({ name: ['Digits', 'Yes/No', 'Dates'][index] }),
    });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(heading(dialog)).toBe('Edit: Yes/No');
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Polar answers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await snackbar('Grammar "Yes/No" updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  });

  it('falls back to the resource name when the record has no representation', async () => {
    open(tags, '/administration/tags/detail/1/overview?dialog=edit', { tags: () => ({ name: '' }) });
    expect(heading(await screen.findByRole('dialog', {}, SLOW))).toBe('Edit: Tag');
  });
});

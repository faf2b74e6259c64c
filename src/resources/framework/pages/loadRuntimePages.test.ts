import { navigationEntries } from '../../../app/navigation/navigationEntries';
import { loadRuntimePages } from './loadRuntimePages';

const board = {
  name: 'board',
  path: '/administration/board',
  section: 'administration',
  icon: 'info',
  label: 'Board',
  permissions: [{ area: 'Line', action: 'view' }],
  blocks: [{ type: 'list', resource: 'lines' }],
};

const answering = (files: Record<string, unknown>) =>
  (async (url: string) =>
    url in files
      ? new Response(JSON.stringify(files[url]), { status: 200 })
      : new Response('', { status: 404 })) as unknown as typeof fetch;

describe('loadRuntimePages', () => {
  it('makes registry pages of the listed files, leaving out one that cannot be loaded', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = await loadRuntimePages(
      ['/pages/board.json', '/pages/gone.json'],
      answering({ '/pages/board.json': board }),
    );
    expect(pages.map(({ name, path, menu, permissions }) => ({ name, path, menu, permissions }))).toEqual([
      { name: 'board', path: '/administration/board', menu: true, permissions: board.permissions },
    ]);
    expect(errors).toHaveBeenCalledWith('Page not loaded: gone.json: could not be loaded (HTTP 404)');
    // The menus offer it like an area's page, with its own permissions.
    expect(navigationEntries([], pages)).toMatchObject([
      {
        path: '/administration/board',
        label: 'Board',
        section: 'administration',
        requirements: board.permissions,
      },
    ]);
    expect(typeof (await pages[0]!.component())).toBe('function');
  });
});

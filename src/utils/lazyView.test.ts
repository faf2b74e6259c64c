import { RELOADED_VIEW_KEY, loadViewOrReload, viewDownloads } from './lazyView';
import { flushPromises } from '../testing/fakeUserManager';

function deps(path = '/administration/tenants') {
  return { reload: vi.fn(), storage: sessionStorage, currentPath: () => path };
}

describe('loadViewOrReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the loaded view and clears a previous reload marker', async () => {
    sessionStorage.setItem(RELOADED_VIEW_KEY, '/flows');
    await expect(loadViewOrReload(async () => 'view', deps())).resolves.toBe('view');
    expect(sessionStorage.getItem(RELOADED_VIEW_KEY)).toBeNull();
  });

  it('reloads the target address once when the download fails, and stays pending', async () => {
    const d = deps();
    let settled = false;
    loadViewOrReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      d,
    ).then(
      () => (settled = true),
      () => (settled = true),
    );
    await flushPromises();
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_VIEW_KEY)).toBe('/administration/tenants');
    expect(settled).toBe(false);
  });

  it('rethrows a second failure for the same address instead of reloading again', async () => {
    sessionStorage.setItem(RELOADED_VIEW_KEY, '/administration/tenants');
    const d = deps();
    await expect(loadViewOrReload(() => Promise.reject(new Error('still broken')), d)).rejects.toThrow(
      'still broken',
    );
    expect(d.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOADED_VIEW_KEY)).toBeNull();
  });
  it('counts the download while it is under way, whether it arrives or fails', async () => {
    let arrive!: (view: string) => void;
    const arriving = loadViewOrReload(() => new Promise<string>((resolve) => (arrive = resolve)), deps());
    expect(viewDownloads.get()).toBe(1);
    arrive('view');
    await arriving;
    expect(viewDownloads.get()).toBe(0);
    sessionStorage.setItem(RELOADED_VIEW_KEY, '/administration/tenants');
    await expect(loadViewOrReload(() => Promise.reject(new Error('gone')), deps())).rejects.toThrow('gone');
    expect(viewDownloads.get()).toBe(0);
  });
});

describe('preloadableView', () => {
  it('renders a preloaded view in the first pass, without suspending', async () => {
    const { preloadableView } = await import('./lazyView');
    const { render, screen } = await import('@testing-library/react');
    const { Suspense, createElement } = await import('react');
    const View = preloadableView(
      async () =>
        ({ name }: { name: string }) =>
          createElement('p', null, name),
    );
    await View.preload();
    render(createElement(Suspense, { fallback: 'loading' }, createElement(View, { name: 'list' })));
    // Synchronously after render: a suspension would show the fallback first.
    expect(screen.getByText('list')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});

import { createFirstScreen } from './firstScreen';
import type { HttpClient, HttpResponse } from './httpClient';

/** An API client whose answers the test releases one by one. */
function pendingClient() {
  const answers: Array<() => void> = [];
  const client = (() =>
    new Promise<HttpResponse<unknown>>((resolve) =>
      answers.push(() => resolve({ status: 200, headers: new Headers(), json: null })),
    )) as HttpClient;
  return { client, answers };
}

function setup() {
  const paints: Array<() => void> = [];
  const firstScreen = createFirstScreen({
    fallbackMs: 4000,
    afterPaint: (callback) => paints.push(callback),
  });
  const { client, answers } = pendingClient();
  const api = firstScreen.track(client);
  const shown = vi.fn();
  firstScreen.whenShown(shown);
  const paint = () => paints.splice(0).forEach((callback) => callback());
  return { firstScreen, api, answers, shown, paint };
}

describe('firstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is shown once the signed-in screen's reads settled and the frame showing them was painted", async () => {
    const { firstScreen, api, answers, shown, paint } = setup();
    firstScreen.arm();
    const list = api('/api/administration/users');
    const preferences = api('/api/home/user-preferences');
    answers[1]?.();
    await preferences;
    paint();
    expect(shown).not.toHaveBeenCalled(); // the list is still on its way
    answers[0]?.();
    await list;
    expect(shown).not.toHaveBeenCalled(); // not before the paint
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('ignores the reads made before sign-in was confirmed (start-up)', async () => {
    const { firstScreen, api, answers, shown, paint } = setup();
    const startUp = api('/api/home/user-info');
    answers[0]?.();
    await startUp;
    paint();
    firstScreen.arm();
    paint();
    expect(shown).not.toHaveBeenCalled();
  });

  it('waits for a read that started while the paint was awaited', async () => {
    const { firstScreen, api, answers, shown, paint } = setup();
    firstScreen.arm();
    const first = api('/api/a');
    answers[0]?.();
    await first;
    const second = api('/api/b');
    paint();
    expect(shown).not.toHaveBeenCalled();
    answers[1]?.();
    await second;
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('counts failed reads as settled', async () => {
    const firstScreen = createFirstScreen({ afterPaint: (callback) => callback() });
    const api = firstScreen.track((() => Promise.reject(new Error('offline'))) as HttpClient);
    const shown = vi.fn();
    firstScreen.whenShown(shown);
    firstScreen.arm();
    await expect(api('/api/a')).rejects.toThrow('offline');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('is shown after the fallback time when the screen makes no read or a read hangs', () => {
    const { firstScreen, api, shown } = setup();
    void api('/api/hangs');
    vi.advanceTimersByTime(10_000);
    expect(shown).not.toHaveBeenCalled(); // never before sign-in is confirmed
    firstScreen.arm();
    vi.advanceTimersByTime(3999);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('runs late listeners at once, each listener once, and lets waiting ones cancel', () => {
    const { firstScreen, shown } = setup();
    const cancelled = vi.fn();
    firstScreen.whenShown(cancelled)();
    firstScreen.arm();
    firstScreen.arm();
    vi.advanceTimersByTime(4000);
    vi.advanceTimersByTime(4000);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    firstScreen.whenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('passes calls and answers through unchanged', async () => {
    const client = vi.fn(async () => ({ status: 204, headers: new Headers(), json: null })) as HttpClient;
    const api = createFirstScreen().track(client);
    await expect(api('/api/x', { method: 'DELETE' })).resolves.toMatchObject({ status: 204 });
    expect(client).toHaveBeenCalledWith('/api/x', { method: 'DELETE' });
  });
});

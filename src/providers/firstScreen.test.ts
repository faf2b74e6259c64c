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
    quietMs: 1000,
    fallbackMs: 10_000,
    afterPaint: (callback) => paints.push(callback),
  });
  const { client, answers } = pendingClient();
  const api = firstScreen.track(client);
  const shown = vi.fn();
  firstScreen.whenShown(shown);
  const paint = () => paints.splice(0).forEach((callback) => callback());
  /** Answers request `index` and lets the client's callers run. */
  const answer = async (index: number, request: Promise<unknown>) => {
    answers[index]?.();
    await request;
  };
  return { firstScreen, api, answer, shown, paint };
}

describe('firstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is shown once the screen's reads settled, their result was painted and a quiet second followed", async () => {
    const { firstScreen, api, answer, shown, paint } = setup();
    firstScreen.arm();
    const list = api('/api/administration/users');
    const preferences = api('/api/home/user-preferences');
    await answer(1, preferences);
    paint();
    vi.advanceTimersByTime(2000);
    paint();
    expect(shown).not.toHaveBeenCalled(); // the list is still on its way
    await answer(0, list);
    vi.advanceTimersByTime(2000);
    expect(shown).not.toHaveBeenCalled(); // the quiet time counts from the paint of the list
    paint();
    vi.advanceTimersByTime(999);
    paint();
    expect(shown).not.toHaveBeenCalled(); // not before a quiet second
    vi.advanceTimersByTime(1);
    expect(shown).not.toHaveBeenCalled(); // nor before the next paint
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('waits while the user keeps the console busy (the next page right after the first)', async () => {
    const { firstScreen, api, answer, shown, paint } = setup();
    firstScreen.arm();
    await answer(0, api('/api/users?page=1'));
    paint();
    vi.advanceTimersByTime(300);
    const pageTwo = api('/api/users?page=2');
    vi.advanceTimersByTime(900);
    paint();
    expect(shown).not.toHaveBeenCalled();
    await answer(1, pageTwo);
    paint();
    vi.advanceTimersByTime(1000);
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('does not count a quiet time or paint awaited before a request that started and ended meanwhile', async () => {
    const { firstScreen, api, answer, shown, paint } = setup();
    firstScreen.arm();
    await answer(0, api('/api/a'));
    paint();
    vi.advanceTimersByTime(1000);
    await answer(1, api('/api/b'));
    paint(); // the paint awaited after /api/a's quiet time, and the one after /api/b
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('ignores the reads made before sign-in was confirmed (start-up)', async () => {
    const { firstScreen, api, answer, shown, paint } = setup();
    await answer(0, api('/api/home/user-info'));
    vi.advanceTimersByTime(1000);
    paint();
    firstScreen.arm();
    paint();
    vi.advanceTimersByTime(1000);
    paint();
    expect(shown).not.toHaveBeenCalled(); // a screen's reads may still come: a second is not enough
  });

  it('is shown for a screen without reads once painted and quiet for two seconds', () => {
    const { firstScreen, shown, paint } = setup();
    firstScreen.arm();
    paint();
    vi.advanceTimersByTime(1999);
    paint();
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).not.toHaveBeenCalled(); // nor before the next paint
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's reads when they start after sign-in was confirmed", async () => {
    const { firstScreen, api, answer, shown, paint } = setup();
    firstScreen.arm();
    paint();
    vi.advanceTimersByTime(500);
    const list = api('/api/administration/users');
    vi.advanceTimersByTime(2000);
    paint();
    expect(shown).not.toHaveBeenCalled();
    await answer(0, list);
    paint();
    vi.advanceTimersByTime(1000);
    paint();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('counts failed reads as settled', async () => {
    const firstScreen = createFirstScreen({ quietMs: 0, afterPaint: (callback) => callback() });
    const api = firstScreen.track((() => Promise.reject(new Error('offline'))) as HttpClient);
    const shown = vi.fn();
    firstScreen.whenShown(shown);
    firstScreen.arm();
    await expect(api('/api/a')).rejects.toThrow('offline');
    vi.advanceTimersByTime(0);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('is shown after the fallback time when a read hangs', () => {
    const { firstScreen, api, shown } = setup();
    void api('/api/hangs');
    vi.advanceTimersByTime(10_000);
    expect(shown).not.toHaveBeenCalled(); // never before sign-in is confirmed
    firstScreen.arm();
    vi.advanceTimersByTime(9999);
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
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(10_000);
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

/**
 * One measured visit of a list page in headless Chromium: a cold load (HTTP cache cleared) to the 25th row of page 1
 * on screen, then "next page" to the 25th row of page 2; with the total blocking time of each step and the script
 * bytes on the wire before the first list. The heap after a garbage collection is measured in visits of its own, after
 * the timed ones: a collection through the DevTools protocol leaves the page's renderer slower (every later cold load
 * of the console took ~150 ms more, the floor's less), which would time the collection, not the app.
 */
import type { CDPSession, Page } from 'playwright';

export interface Visit {
  firstList: number;
  firstListTbt: number;
  pageChange: number;
  pageChangeTbt: number;
  scriptBytes: number;
}

interface BenchWindow {
  __bench: {
    seen: Record<string, number>;
    longTasks: [number, number][];
    clickAt: number;
  };
}

/**
 * Runs in every document before its own scripts: notes long tasks, and the moment (after the frame that shows it)
 * the 25th body row first holds a cell with each expected text. Plain JavaScript text: tsx would compile a function
 * with helpers (`__name`) the page does not have.
 */
const INSTRUMENT = `(expected) => {
  const bench = { seen: {}, longTasks: [], clickAt: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const afterPaint = (mark) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.seen[mark] = performance.now());
      channel.port2.postMessage(null);
    });
  const pending = new Set(expected);
  new MutationObserver(() => {
    const row = document.querySelectorAll('tbody tr')[24];
    if (!row) return;
    for (const text of pending)
      if (Array.from(row.querySelectorAll('td')).some((cell) => cell.textContent.trim() === text)) {
        pending.delete(text);
        afterPaint(text);
      }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}`;

export async function instrumentPage(page: Page, expected: [string, string]): Promise<CDPSession> {
  await page.addInitScript({ content: `(${INSTRUMENT})(${JSON.stringify(expected)});` });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return cdp;
}

/** Blocking time (the part of each long task beyond 50 ms) of the tasks started in [from, to]. */
const blockingTime = (tasks: [number, number][], from: number, to: number) =>
  tasks
    .filter(([start]) => start >= from && start <= to)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

async function seenAt(page: Page, text: string): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      (mark) => (window as unknown as BenchWindow).__bench?.seen[mark],
      text,
      { timeout: 120_000, polling: 50 },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      visibility: document.visibilityState,
      rows: document.querySelectorAll('tbody tr').length,
      seen: (window as unknown as BenchWindow).__bench?.seen,
    }));
    throw new Error(`'${text}' never showed in the 25th row: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Script bytes (headers and compressed bodies) of the responses that finished, counted from `start()`. */
function scriptBytesCounter(cdp: CDPSession) {
  const scripts = new Map<string, string>();
  let bytes = 0;
  let counting = false;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (!counting || !scripts.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    // BENCH_SCRIPTS=1 names what the first list fetched: where to look when the JS figure grows.
    if (process.env.BENCH_SCRIPTS)
      console.log(`  ${(event.encodedDataLength / 1024).toFixed(1)} KiB ${scripts.get(event.requestId)}`);
  });
  return {
    start: () => {
      scripts.clear();
      bytes = 0;
      counting = true;
    },
    stop: () => {
      counting = false;
      return bytes;
    },
  };
}

export function visitor(page: Page, cdp: CDPSession, url: string, [first, second]: [string, string]) {
  const counter = scriptBytesCounter(cdp);
  /** A cold load to the first list's 25th row, with the HTTP cache cleared. */
  const coldLoad = async (cpuRate: number) => {
    await page.bringToFront();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    counter.start();
    await page.goto(url, { waitUntil: 'commit' });
    const firstList = await seenAt(page, first);
    return { firstList, scriptBytes: counter.stop() };
  };
  /** Back to rest: the idle app must not work (live connections, timers) while the other one is measured. */
  const leave = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto('about:blank');
  };
  return {
    async visit(cpuRate: number): Promise<Visit> {
      const { firstList, scriptBytes } = await coldLoad(cpuRate);
      const next = page.getByRole('button', { name: /next page/i }).first();
      await next.waitFor();
      await next.evaluate((button: HTMLElement) => {
        (window as unknown as BenchWindow).__bench.clickAt = performance.now();
        button.click();
      });
      const pageChangedAt = await seenAt(page, second);
      const { longTasks, clickAt } = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
      await leave();
      return {
        firstList,
        firstListTbt: blockingTime(longTasks, 0, firstList),
        pageChange: pageChangedAt - clickAt,
        pageChangeTbt: blockingTime(longTasks, clickAt, pageChangedAt),
        scriptBytes,
      };
    },
    /** The heap after a garbage collection on the first list (bytes); for the last visits of the page only. */
    async heapAfterFirstList(): Promise<number> {
      await coldLoad(1);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      await leave();
      return usedSize;
    },
  };
}

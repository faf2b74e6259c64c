import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set of the sweep (axe tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Opens `path` inside the running console without reloading it (react-router follows `popstate`), so one signed-in
 * page serves the whole sweep, then waits for the page to be ready: the address rendered, nothing loading (the
 * content's `aria-busy`), no indeterminate progress indicator, for a few frames in a row.
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await consoleReady(page);
}

/**
 * Waits until the console has settled on the current address (redirects included): the content shows the address,
 * nothing loads, no indeterminate progress indicator, for a few frames in a row.
 */
export async function consoleReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { a11yStable?: { key: string; frames: number } };
      const key = window.location.pathname + window.location.search;
      const content = document.querySelector('[data-console-location]');
      const ready =
        content?.getAttribute('data-console-location') === key &&
        content.getAttribute('aria-busy') === 'false' &&
        document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])').length === 0;
      if (!ready || w.a11yStable?.key !== key) {
        w.a11yStable = { key, frames: 0 };
        return false;
      }
      w.a11yStable.frames += 1;
      // Stable for several frames: effects that start loading after the first render have had their chance.
      return w.a11yStable.frames >= 3;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
}

/**
 * Rules beyond the tags that axe keeps experimental but the console holds to: a control's name contains its visible
 * text (WCAG 2.5.3 Label in Name; a bell named "Notifications" showing "5" failed it).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}
type AxeWindow = typeof window & {
  axe?: {
    run: (context: Document, options: Record<string, unknown>) => Promise<{ violations: Violation[] }>;
  };
};

/**
 * Serious or critical violations of the WCAG 2.2 AA rules on the current page: one line per rule with the route,
 * the rule, how many elements fail and the first few targets with axe's reason.
 */
export async function seriousViolations(page: Page, origin: string): Promise<string[]> {
  // What a person sees once it stops moving: a dialog fading in blends its colours with the page behind it.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
  // axe-core's own API in the page: injected once per document (the sweep navigates inside one console page), and
  // asked for violations only, which spares it the details of every passing element.
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')))
    await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const results = await (window as AxeWindow).axe!.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, rules: EXTRA_RULES },
  );
  const url = new URL(page.url());
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
      return `${origin} ${url.pathname}${url.search}: ${violation.id} [${violation.impact}] ×${violation.nodes.length}: ${targets.join('; ')}`;
    });
}

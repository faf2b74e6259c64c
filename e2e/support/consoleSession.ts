import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SignedInUser, UserInfoResponse } from '../../src/shared/wire/home';
import { accessTokenOf } from './signIn';

/** The seeded sign-ins (username = password), see README. */
export const SEEDED_USERS = ['admin', 'operator', 'viewer', 'expiring', 'nobody'] as const;

/** Waits until the console shows a signed-in user (the profile button in the top bar). */
export async function signedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Profile of / })).toBeVisible();
}

/** The signed-in user as the API describes it, read with the token the page holds. */
export async function userInfoOf(page: Page, request: APIRequestContext): Promise<SignedInUser> {
  const token = await accessTokenOf(page);
  const response = await request.get('/api/home/user-info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as UserInfoResponse).value;
}

/** Everything token-like in both web storages of the page, to prove none is left behind. */
export async function storedSecrets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        const value = storage.getItem(key) ?? '';
        if (/access_token|refresh_token|id_token/.test(value) || key.startsWith('oidc.user:')) {
          found.push(`${name}:${key}`);
        }
      }
    }
    return found;
  });
}

/** The refresh token the console holds in sessionStorage, or null. */
export async function refreshTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { refresh_token?: string }).refresh_token ??
          null)
      : null;
  });
}

/** Opens the profile menu from the avatar in the top bar. */
export async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /^Profile of / }).click();
  return page.getByRole('menu');
}

/** Switches the tenant context through the profile menu's dialog. */
export async function switchTenant(page: Page, tenant: string) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch tenant' });
  await dialog.getByRole('combobox', { name: 'Tenant' }).fill(tenant);
  await page.getByRole('option', { name: tenant, exact: true }).click();
  await dialog.getByRole('button', { name: 'Switch' }).click();
}

/** Starts recording the text of every table cell the page ever renders, tagged with the current phase. */
export async function recordRenderedCells(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cellLog: { phase: string; text: string }[]; cellPhase: string };
    w.cellLog = [];
    w.cellPhase = sessionStorage.getItem('e2eCellPhase') ?? 'before';
    const record = (node: Node) => {
      if (!(node instanceof Element)) return;
      const cells = node.matches('td') ? [node] : Array.from(node.querySelectorAll('td'));
      cells.forEach((cell) => w.cellLog.push({ phase: w.cellPhase, text: cell.textContent ?? '' }));
    };
    new MutationObserver((mutations) =>
      mutations.forEach((mutation) => {
        mutation.addedNodes.forEach(record);
        if (mutation.type === 'characterData' && mutation.target.parentElement?.closest('td')) {
          record(mutation.target.parentElement.closest('td') as Element);
        }
      }),
    ).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Sets the phase recorded with cells rendered from now on (kept across reloads of the tab). */
export async function setCellPhase(page: Page, phase: string): Promise<void> {
  await page.evaluate((value) => {
    sessionStorage.setItem('e2eCellPhase', value);
    (window as unknown as { cellPhase: string }).cellPhase = value;
  }, phase);
}

/** Texts of the cells rendered during `phase` (in this document). */
export async function cellsRenderedIn(page: Page, phase: string): Promise<string[]> {
  return page.evaluate(
    (value) =>
      (window as unknown as { cellLog: { phase: string; text: string }[] }).cellLog
        .filter((entry) => entry.phase === value)
        .map((entry) => entry.text),
    phase,
  );
}

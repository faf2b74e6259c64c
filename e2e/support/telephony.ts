import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DialModule } from '../../src/resources/dial-modules/dialModuleWire';
import type { Line } from '../../src/resources/lines/lineWire';
import type { ListResponse } from '../../src/shared/wire/common';
import { signedIn } from './consoleSession';
import { accessTokenOf } from './signIn';

/** Calls the core API with the token the page holds. */
export async function api<T>(
  page: Page,
  request: APIRequestContext,
  path: string,
  init: { method?: string; data?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: init.data,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** A new line of its own for a story that changes or removes it (never a seeded line other stories read). */
export async function createLine(page: Page, request: APIRequestContext, name: string): Promise<Line> {
  await signedIn(page);
  const modules = await api<ListResponse<DialModule>>(page, request, '/administration/modules?pageSize=1');
  const module = modules.body.items[0]!;
  // Random digits, not the clock: two workers creating lines in the same millisecond got the same number on CI.
  const phoneNumber = `+4219${randomInt(10 ** 8)
    .toString()
    .padStart(8, '0')}`;
  const created = await api<Line>(page, request, `/administration/modules/${module.id}/lines`, {
    method: 'POST',
    data: { name, phoneNumber, maxChannels: 4 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

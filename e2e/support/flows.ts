import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ListResponse } from '../../src/shared/wire/common';
import type { FlowSummary } from '../../src/shared/wire/flows';
import type { Folder } from '../../src/shared/wire/folders';
import { signedIn } from './consoleSession';
import { api } from './telephony';

/** A new flow folder of the story's own (never a seeded folder other stories read). */
export async function createFolder(
  page: Page,
  request: APIRequestContext,
  name: string,
  idParent = 0,
): Promise<Folder> {
  await signedIn(page);
  const created = await api<Folder>(page, request, '/designer/folders', {
    method: 'POST',
    data: { name, idParent },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A copy of a seeded flow for a story that changes it, moved into `idFolder` (the root by default). */
export async function copyFlow(
  page: Page,
  request: APIRequestContext,
  name: string,
  idFolder = 0,
): Promise<FlowSummary> {
  await signedIn(page);
  const seeded = await api<ListResponse<FlowSummary>>(page, request, '/designer/flows?pageSize=1&sort=id');
  const copy = await api<FlowSummary>(
    page,
    request,
    `/designer/flows/${seeded.body.items[0]!.id}/duplicate`,
    {
      method: 'POST',
      data: { name },
    },
  );
  expect(copy.status, JSON.stringify(copy.body)).toBe(201);
  const moved = await api(page, request, '/designer/flows/bulk/move', {
    method: 'POST',
    data: { ids: [copy.body.id], idFolder },
  });
  expect(moved.status).toBe(200);
  return copy.body;
}

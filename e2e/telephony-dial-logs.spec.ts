import { expect, test } from '@playwright/test';
import type { DialLog } from '../src/resources/dial-logs/dialLogWire';
import type { ListResponse } from '../src/shared/wire/common';
import { dayRangeToInstants } from '../src/utils/calendarDays';
import { openSignedIn } from './support/signIn';
import { api } from './support/telephony';

// The admin's console time zone (seeded preference).
const ZONE = 'Europe/Prague';
const dayIn = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));

test("a line's dial logs narrow to the days picked in the console time zone", async ({ page, request }) => {
  await openSignedIn(page, 'admin', '/administration/lines');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const newest = await api<ListResponse<DialLog>>(
    page,
    request,
    '/calls-management/dial-logs?pageSize=1&sort=start&order=DESC',
  );
  const log = newest.body.items[0]!;
  const day = dayIn(log.start);
  const range = dayRangeToInstants({ from: day, to: day }, ZONE);
  const filter = encodeURIComponent(JSON.stringify({ idLine: log.idLine, start: range }));
  const expected = await api<ListResponse<DialLog>>(
    page,
    request,
    `/calls-management/dial-logs?pageSize=1&filter=${filter}`,
  );
  expect(expected.body.total).toBeGreaterThan(0);

  await page.goto(`/administration/lines/detail/${log.idLine}/dialLogs`);
  const section = page.getByRole('region', { name: 'Dial logs' });
  await expect(section.getByRole('row').nth(1)).toBeVisible();

  const narrowed = page.waitForRequest((sent) => {
    const url = new URL(sent.url());
    if (!url.pathname.endsWith('/calls-management/dial-logs')) return false;
    const sentFilter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { start?: unknown };
    return JSON.stringify(sentFilter.start) === JSON.stringify(range);
  });
  // Typed as the console reads dates: DD/MM/YYYY.
  const typed = day.split('-').reverse().join('/');
  await section.getByLabel('Started from').fill(typed);
  await section.getByLabel('Started to').fill(typed);
  await narrowed;
  await expect(section.getByText(new RegExp(`of ${expected.body.total}$`))).toBeVisible();
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(Math.min(expected.body.total, 25) + 1);
});

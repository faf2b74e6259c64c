import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { cellsHolding } from './dbCells';
import { bodyFieldNames } from './routeFields';
import { isBodiless } from './writeBodyCases';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
});
afterAll(async () => platform?.close());

/** The write routes of the areas built since the last hardening pass (issue 31). */
const NEW_AREAS =
  /^\/api\/(statistics\/billing|administration\/(tenant-fees|tenant-tariffs|tenants\/:id\/(fees|tariff-periods)|packages|instances)|callbot\/campaign|knowledge-base|home\/(theme-assets|application-configuration)|.*ongoing-calls|conversations\/live|tenant-value-storage|demo-call|bot-deploy)/;

const MARKER = 'Q'.repeat(2001); // longer than any one-line text (2000) may be
const HOSTILE: unknown[] = [{}, MARKER, 1.5, 'constructor'];

describe('strict input on every write route of the new areas (issue 31.5)', () => {
  it('stores no coerced object and no over-long text, and answers no 5xx, field by field', async () => {
    const fields = bodyFieldNames();
    // Routes that read no body (a demo call placed, a module restarted) have nothing to store: hostile bodies there
    // only start calls and tasks.
    const routes = platform.apiRoutes.filter(
      (route) =>
        route.method !== 'GET' &&
        route.method !== 'DELETE' &&
        NEW_AREAS.test(route.url) &&
        !isBodiless(route.method, route.url),
    );
    const failures: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const url = `${platform.url}${route.url.replace(/:[A-Za-z]+/g, '1')}`;
      for (const value of HOSTILE)
        for (const field of ['*', ...fields]) {
          cases += 1;
          const body =
            field === '*' ? Object.fromEntries(fields.map((name) => [name, value])) : { [field]: value };
          const res = await fetch(url, {
            method: route.method,
            headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status >= 500) failures.push(`${route.method} ${route.url} ${field} → ${res.status}`);
        }
    }
    expect(routes.length).toBeGreaterThan(25);
    expect(cases).toBeGreaterThan(10_000);
    expect(failures).toEqual([]);
    expect(cellsHolding(platform, '[object Object]')).toEqual([]);
    expect(cellsHolding(platform, MARKER)).toEqual([]);
  }, 300_000);

  it('refuses impossible dates, prototype names and objects as billing days, and coerced choices', async () => {
    const acme = tenantIdOf(platform, 'Acme Telecom');
    const account = `voicebot~${acme}`;
    const period = platform.db
      .prepare(
        `SELECT p.id, p.id_tariff AS idTariff FROM tariff_period p JOIN tariff t ON t.id = p.id_tariff
         WHERE t.id_tenant = ? ORDER BY p.id LIMIT 1`,
      )
      .get(acme) as { id: number; idTariff: number };
    const fee = platform.db
      .prepare('SELECT id FROM fee WHERE id_tenant = ? LIMIT 1')
      .pluck()
      .get(acme) as number;
    const flow = platform.db
      .prepare('SELECT id FROM call_script WHERE id_tenant = ? AND is_component = 0 LIMIT 1')
      .pluck()
      .get(acme) as number;
    const tariff = { idTariff: period.idTariff, pricePerMinute: 1, pricePerCall: 0, rounding: 'second' };
    const failures: string[] = [];
    let cases = 0;
    const refused = async (label: string, method: string, path: string, body: unknown) => {
      cases += 1;
      const res = await admin.call(path, { method, body, tenant: acme });
      if (res.status !== 400) failures.push(`${label} → ${res.status}`);
    };
    for (const day of ['2026-02-30', '2026-13-01', '2025-02-29', 'constructor', '26-01-01', {}, 20260101]) {
      const text = JSON.stringify(day);
      await refused(
        `recalculation first ${text}`,
        'POST',
        `/api/statistics/billing/${account}/recalculation`,
        {
          first: day,
          last: '2026-01-02',
        },
      );
      await refused(
        `recalculation last ${text}`,
        'POST',
        `/api/statistics/billing/${account}/recalculation`,
        {
          first: '2026-01-01',
          last: day,
        },
      );
      await refused(`tariff validFrom ${text}`, 'POST', `/api/statistics/billing/${account}/tariffs`, {
        ...tariff,
        validFrom: day,
      });
      await refused(`tariff validTo ${text}`, 'POST', `/api/statistics/billing/${account}/tariffs`, {
        ...tariff,
        validFrom: '2099-01-01',
        validTo: day,
      });
      await refused(`tariff end ${text}`, 'PUT', `/api/statistics/billing-tariffs/${period.id}`, {
        validTo: day,
      });
      await refused(`fee validFrom ${text}`, 'POST', `/api/statistics/billing/${account}/fees`, {
        name: 'Fee',
        amount: 100,
        recurring: true,
        validFrom: day,
      });
      await refused(`fee validTo ${text}`, 'POST', `/api/statistics/billing/${account}/fees`, {
        name: 'Fee',
        amount: 100,
        recurring: true,
        validFrom: '2026-01-01',
        validTo: day,
      });
      await refused(`fee end ${text}`, 'PUT', `/api/statistics/billing-fees/${fee}`, { validTo: day });
    }
    for (const [field, value] of [
      ['targetKind', 'constructor'],
      ['targetKind', '1'],
      ['targetKind', 7],
      ['billingMode', 1.5],
      ['billingMode', '2'],
      ['billingMode', 0],
    ] as const)
      await refused(`campaign ${field} ${JSON.stringify(value)}`, 'POST', '/api/callbot/campaigns', {
        name: `Strict ${field} ${String(value)}`,
        idCallScript: flow,
        targetKind: 0,
        billingMode: 2,
        [field]: value,
      });
    expect(cases).toBe(62);
    expect(failures).toEqual([]);
  });
});

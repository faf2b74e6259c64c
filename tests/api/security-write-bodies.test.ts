import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { startTestPlatform } from '../support/testPlatform';
import { cellsHolding } from './dbCells';
import { sessionFor, tenantIdOf, type Session } from './session';
import {
  ADDED_CASES,
  ADDED_ROUTES,
  BODILESS,
  CASES,
  NEW_AREAS,
  routeKey,
  walkFixtures,
  type WriteCase,
} from './writeBodyCases';

/** The new areas' write routes and those added since elsewhere (issue 31.5, gap A of the evidence). */
const ALL_CASES = [...CASES, ...ADDED_CASES];
const inClass = (url: string) => NEW_AREAS.test(url) || ADDED_ROUTES.test(url);

// Issue 31.5: every write route of the areas built since the last hardening pass refuses hostile bodies with a 400
// in the SPEC §8 format and stores nothing. Each route has a body it accepts (checked last: its answer is no 400);
// every field of it is then replaced, one at a time, by values of the wrong type, coercible look-alikes, impossible
// dates, prototype names and over-long texts, and the body is also sent with a `__proto__` key.

let platform: Platform;
let admin: Session;
let acme: number;

/** Longer than any text a field takes, except the files whose size limits are their own (issue 31.7). */
const HUGE = 'Q'.repeat(600_001);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Characters that reorder text: `invoice\u202Etxt.exe` reads as `invoiceexe.txt`. */
const BIDI_CONTROLS = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'];

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  acme = tenantIdOf(platform, 'Acme Telecom');
  await walkFixtures(platform, admin, acme);
});
afterAll(async () => platform?.close());

/** The hostile replacements of a field, by the type of the value it accepts. */
function hostileValues(good: unknown, file: boolean): unknown[] {
  const huge = file ? [] : [HUGE];
  if (typeof good === 'string')
    return [
      {},
      [],
      7,
      true,
      ...huge,
      ...(ISO_DAY.test(good) ? ['2026-02-30', '2026-13-01', 'constructor'] : []),
    ];
  if (typeof good === 'number')
    return [{}, [], String(good), good + 0.5, true, 'constructor', '__proto__', HUGE];
  if (typeof good === 'boolean') return [String(good), good ? 1 : 0, {}, 'constructor'];
  if (Array.isArray(good)) return [{}, 'x', 7, [{}], [HUGE], ['constructor']];
  return [];
}

const changes = () => platform.db.prepare('SELECT total_changes()').pluck().get() as number;

async function send(wc: WriteCase, body: string) {
  const res = await fetch(`${platform.url}${wc.path()}`, {
    method: wc.method,
    headers: {
      authorization: `Bearer ${admin.token}`,
      'content-type': 'application/json',
      ...(wc.root ? {} : { 'tenant-context-id': String(acme) }),
    },
    body,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** SPEC §8: `{status, error}` with the status of the answer, and field messages as texts when there are any. */
function isSpecError(body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status: given, error, errors } = body as Record<string, unknown>;
  if (given !== status || typeof error !== 'string' || error === '') return false;
  return (
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every((m) => typeof m === 'string'))
  );
}

describe('hostile bodies on every write route of the new areas (issue 31.5)', () => {
  it('lists every write route of the class', () => {
    const named = new Set(ALL_CASES.map((wc) => routeKey(wc.method, wc.url)));
    const routes = platform.apiRoutes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && inClass(route.url))
      .map((route) => routeKey(route.method, route.url));
    expect(routes.filter((route) => !named.has(route) && !BODILESS.has(route))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(59); // 42 of the new areas, 17 added since
  });

  it('answers 400 in the SPEC §8 format and stores nothing, field by field', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const wc of ALL_CASES) {
      const good = wc.body();
      const variants: [string, string][] = [
        ['__proto__ key', JSON.stringify(good).replace(/^\{/, '{"__proto__":{"polluted":1},')],
      ];
      for (const [field, value] of Object.entries(good))
        for (const bad of hostileValues(value, wc.files?.includes(field) ?? false))
          variants.push([
            `${field}=${JSON.stringify(bad).slice(0, 24)}`,
            JSON.stringify({ ...good, [field]: bad }),
          ]);
      for (const [label, body] of variants) {
        cases += 1;
        const before = changes();
        const answer = await send(wc, body);
        const stored = changes() - before;
        if (answer.status !== 400 || !isSpecError(answer.body, 400) || stored !== 0)
          failures.push(
            `${wc.method} ${wc.url} ${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)} (${stored} rows)`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(870); // 716 of the new areas, 162 of the routes added since
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);

  it('normalises the file name and refuses bidirectional controls on every upload that carries one (31.7)', async () => {
    const uploads = ALL_CASES.filter((wc) => typeof wc.body().fileName === 'string');
    // Knowledge-base files, contacts import, package install and its preview.
    expect(uploads.map((wc) => wc.url)).toHaveLength(4);
    const failures: string[] = [];
    for (const wc of uploads) {
      const good = wc.body();
      for (const control of BIDI_CONTROLS) {
        const before = changes();
        const fileName = `invoice${control}txt.exe.${String(good.fileName).split('.').pop()}`;
        const answer = await send(wc, JSON.stringify({ ...good, fileName }));
        if (answer.status !== 400 || !isSpecError(answer.body, 400) || changes() !== before)
          failures.push(`${wc.url} U+${control.codePointAt(0)!.toString(16)} → ${answer.status}`);
      }
      // Decomposed `é` (e + U+0301) and blanks around: stored, if at all, as NFC and trimmed.
      const answer = await send(
        wc,
        JSON.stringify({ ...good, fileName: `  cafe\u0301 ${String(good.fileName)} ` }),
      );
      if (answer.status >= 400) failures.push(`${wc.url} NFD name → ${answer.status}`);
      await platform.jobsIdle(); // an import or install writes on: settled before the next route counts rows
    }
    expect(failures).toEqual([]);
    expect(cellsHolding(platform, 'cafe\u0301')).toEqual([]);
    expect(cellsHolding(platform, 'caf\u00e9 walk.csv')).toContain('campaign_contact_import.file_name');
  });

  it('accepts the walked bodies themselves, so each 400 above was the hostile field', async () => {
    const refused: string[] = [];
    for (const wc of ALL_CASES) {
      const answer = await send(wc, JSON.stringify(wc.body()));
      const byState = wc.stateRefusal !== undefined && JSON.stringify(answer.body).includes(wc.stateRefusal);
      if ((answer.status === 400 && !byState) || answer.status >= 500)
        refused.push(
          `${wc.method} ${wc.url} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
        );
    }
    expect(refused).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '../../src/shared/wire/common';
import type { DialLog } from '../../src/resources/dial-logs/dialLogWire';
import type { Line, LineStatistics } from '../../src/resources/lines/lineWire';
import {
  createModuleAndLine,
  filterQuery,
  startTelephonyWorld,
  type TelephonyWorld,
} from './telephonyFixtures';

let world: TelephonyWorld;
let line: Line;

beforeAll(async () => {
  world = await startTelephonyWorld();
  ({ line } = await createModuleAndLine(world, 'Reports', '+12125553000'));
  // Known calls of the new line: [start, duration s, result].
  const calls: [string, number, number][] = [
    ['2025-03-09T23:00:00.000Z', 60, 3], // 10 March 00:00 in Prague: the first instant of the range
    ['2025-03-10T12:00:00.000Z', 30, 1],
    ['2025-03-10T23:30:00.000Z', 90, 3], // 11 March 00:30 in Prague, still 10 March in UTC
    ['2025-03-11T08:00:00.000Z', 0, -1],
    ['2025-03-11T09:00:00.000Z', 6, 11],
    ['2025-03-12T23:00:00.000Z', 120, 3], // 13 March 00:00 in Prague: the range's end, excluded
  ];
  const insert = world.platform.db.prepare(
    `INSERT INTO dial_log (id_tenant, id_line, start, duration, result, caller, callee, process_kind)
     VALUES (?, ?, ?, ?, ?, '+12125559999', ?, 0)`,
  );
  for (const [start, duration, result] of calls)
    insert.run(world.acme, line.id, start, duration, result, line.phoneNumber);
});
afterAll(async () => world?.close());

const statistics = (query: string, id = line.id) =>
  world.operator.call(`/api/administration/lines/${id}/statistics?${query}`);

describe('line statistics', () => {
  it('buckets calls per day of the time zone, with zero days and totals', async () => {
    const { body, status } = await statistics(
      'from=2025-03-09T23:00:00.000Z&to=2025-03-12T23:00:00.000Z&timeZone=Europe/Prague',
    );
    expect(status).toBe(200);
    expect(body as LineStatistics).toEqual({
      items: [
        { date: '2025-03-10', calls: 2, minutes: 1.5, notPicked: 0, picked: 1, listenedToEnd: 1, error: 0 },
        { date: '2025-03-11', calls: 3, minutes: 1.6, notPicked: 1, picked: 0, listenedToEnd: 1, error: 1 },
        { date: '2025-03-12', calls: 0, minutes: 0, notPicked: 0, picked: 0, listenedToEnd: 0, error: 0 },
      ],
      totals: { calls: 5, minutes: 3.1, notPicked: 1, picked: 1, listenedToEnd: 2, error: 1 },
    });
  });

  it('puts the 23:30 UTC call on its UTC day in UTC', async () => {
    const { body } = await statistics('from=2025-03-10T00:00:00Z&to=2025-03-11T00:00:00Z&timeZone=UTC');
    expect((body as LineStatistics).items).toEqual([
      { date: '2025-03-10', calls: 2, minutes: 2, notPicked: 0, picked: 1, listenedToEnd: 1, error: 0 },
    ]);
  });

  it.each([
    ['to=2025-03-11T00:00:00Z', "Parameter 'from' must be an ISO 8601 date"],
    ['from=yesterday&to=2025-03-11T00:00:00Z', "Parameter 'from' must be an ISO 8601 date"],
    ['from=2025-03-11T00:00:00Z&to=2025-03-10T00:00:00Z', "Parameter 'to' must be after 'from'"],
    ['from=2024-01-01T00:00:00Z&to=2025-03-10T00:00:00Z', 'The range is at most 366 days'],
    [
      'from=2025-03-10T00:00:00Z&to=2025-03-11T00:00:00Z&timeZone=Mars/Olympus',
      "Unknown time zone 'Mars/Olympus'",
    ],
  ])('answers 400 for %s', async (query, error) => {
    expect((await statistics(query)).body).toEqual({ status: 400, error });
  });

  it('needs Line/view and a line in scope', async () => {
    const query = 'from=2025-03-10T00:00:00Z&to=2025-03-11T00:00:00Z';
    expect((await world.viewer.call(`/api/administration/lines/${line.id}/statistics?${query}`)).status).toBe(
      403,
    );
    const foreign = world.value('SELECT MIN(id) FROM line WHERE id_tenant = ?', world.globex);
    expect((await statistics(query, foreign)).status).toBe(404);
  });
});

describe('suspicious entities', () => {
  const path = (filter: Record<string, unknown>) =>
    `/api/administration/suspicious-entities/lines?pageSize=500&${filterQuery(filter)}`;
  const lines = async (filter: Record<string, unknown>) =>
    ((await world.operator.call(path(filter))).body as ListResponse<Line>).items;

  it('lists lines without monitoring, without billing or tariff, and with fraud at every risk level', async () => {
    const unmonitored = await lines({ kind: 'withoutMonitoring' });
    expect(unmonitored.length).toBeGreaterThan(0);
    expect(unmonitored.every((item) => !item.monitoring)).toBe(true);
    const unbilled = await lines({ kind: 'withoutBilling' });
    expect(unbilled.some((item) => !item.billing)).toBe(true);
    expect(unbilled.some((item) => item.idTariff === null)).toBe(true);
    expect(unbilled.every((item) => !item.billing || item.idTariff === null)).toBe(true);
    const fraud = await lines({ kind: 'withFraud' });
    expect(fraud.every((item) => item.fraud)).toBe(true);
    expect(new Set(fraud.map((item) => item.riskLevel))).toEqual(new Set(['Low', 'Medium', 'High']));
    expect(fraud.every((item) => item.idTenant !== world.globex)).toBe(true);
    const high = await lines({ kind: 'withFraud', riskLevel: 'High' });
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((item) => item.riskLevel === 'High')).toBe(true);
    const inModule = await lines({ kind: 'withFraud', idDialModule: high[0].idDialModule, q: high[0].name });
    expect(inModule.map((item) => item.id)).toContain(high[0].id);
  });

  it('requires a known kind and SuspiciousEntities/view', async () => {
    expect((await world.operator.call(path({}))).body).toEqual({
      status: 400,
      error: "Filter 'kind' is required",
    });
    expect((await world.operator.call(path({ kind: 'withoutLove' }))).body).toEqual({
      status: 400,
      error: "Invalid value for filter 'kind'",
    });
    expect((await world.operator.call(path({ kind: 'withFraud', enabled: true }))).status).toBe(400);
    expect((await world.viewer.call(path({ kind: 'withFraud' }))).body).toEqual({
      status: 403,
      error: 'Missing permission SuspiciousEntities/view',
    });
  });
});

describe('dial logs', () => {
  const list = async (filter: Record<string, unknown>, extra = '') =>
    (await world.operator.call(`/api/calls-management/dial-logs?pageSize=500&${filterQuery(filter)}${extra}`))
      .body as ListResponse<DialLog>;

  it('filters one resource by line, module and flow, newest first, with the module name', async () => {
    const ofLine = await list({ idLine: line.id });
    expect(ofLine.items.map((log) => log.start)).toEqual([
      '2025-03-12T23:00:00.000Z',
      '2025-03-11T09:00:00.000Z',
      '2025-03-11T08:00:00.000Z',
      '2025-03-10T23:30:00.000Z',
      '2025-03-10T12:00:00.000Z',
      '2025-03-09T23:00:00.000Z',
    ]);
    expect(ofLine.items[0]).toMatchObject({
      moduleName: 'Reports',
      idDialModule: line.idDialModule,
      lineName: 'Reports line',
    });
    expect((await list({ idDialModule: line.idDialModule })).total).toBe(6);
    const flow = world.value<number>(
      'SELECT id_call_script FROM dial_log WHERE id_tenant = ? AND id_call_script IS NOT NULL',
      world.acme,
    );
    const ofFlow = await list({ idCallScript: flow, result: [3, 11], processKind: [0, 1] });
    expect(ofFlow.items.every((log) => log.idCallScript === flow && [3, 11].includes(log.result))).toBe(true);
  });

  it('filters start by a date range: gte inclusive, lt exclusive; bad values 400', async () => {
    const range = await list({
      idLine: line.id,
      start: { gte: '2025-03-09T23:00:00.000Z', lt: '2025-03-12T23:00:00Z' },
    });
    expect(range.total).toBe(5);
    expect(range.items.at(-1)?.start).toBe('2025-03-09T23:00:00.000Z');
    const res = await world.operator.call(
      `/api/calls-management/dial-logs?${filterQuery({ start: { gte: 'soon' } })}`,
    );
    expect(res.body).toEqual({ status: 400, error: "Invalid value for filter 'start'" });
  });

  it('shows one entry in scope, 404 for a foreign one, 403 without Line/view', async () => {
    const [log] = (await list({ idLine: line.id })).items;
    expect((await world.operator.call(`/api/calls-management/dial-logs/${log.id}`)).body).toEqual(log);
    const foreign = world.value('SELECT MIN(id) FROM dial_log WHERE id_tenant = ?', world.globex);
    expect((await world.operator.call(`/api/calls-management/dial-logs/${foreign}`)).body).toEqual({
      status: 404,
      error: 'Dial log not found',
    });
    expect((await world.viewer.call('/api/calls-management/dial-logs')).status).toBe(403);
  });
});

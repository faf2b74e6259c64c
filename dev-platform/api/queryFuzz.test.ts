import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonShapeProblem } from '../../src/shared/jsonShape';
import { mergePermissionMaps, parsePermissionMap } from '../../src/shared/permissions';
import { Rng } from '../db/seed/prng';
import { ApiError } from './apiError';
import { runList, type ListSpec } from './listQuery';
import { permissionMapError } from '../areas/permission-groups/roles';

/*
 * Seeded fuzzing (issue 9): thousands of generated list queries and permission maps, built from hostile pieces
 * (prototype names, wrong types, huge lists, deep nesting), must each end in a result or a 400, never in another
 * error. Deterministic (fixed seeds) and fast enough for CI.
 */

const HOSTILE_KEYS = [
  'constructor',
  '__proto__',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'q',
  'id',
  'name',
  'kind',
  '',
  ' ',
  'id;DROP',
  'gte',
  'lt',
];

function value(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.int(-5, 5);
    case 1:
      return HOSTILE_KEYS[rng.int(0, HOSTILE_KEYS.length - 1)];
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return depth > 3 ? 1 : Array.from({ length: rng.int(0, 4) }, () => value(rng, depth + 1));
    case 5:
      return depth > 3 ? 'x' : object(rng, depth + 1);
    case 6:
      return { gte: rng.chance(0.5) ? '2025-01-01T00:00:00Z' : value(rng, 5), lt: value(rng, 5) };
    case 7:
      return Array.from({ length: rng.chance(0.2) ? 1001 : rng.int(0, 3) }, (_, i) => i);
    case 8:
      return -1;
    default:
      return Number.NaN;
  }
}

function object(rng: Rng, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = rng.int(0, 3); i > 0; i -= 1)
    Object.defineProperty(result, HOSTILE_KEYS[rng.int(0, HOSTILE_KEYS.length - 1)]!, {
      value: value(rng, depth),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  return result;
}

/** A query as it arrives from the URL: strings (or lists of them for repeated parameters). */
function query(rng: Rng): Record<string, unknown> {
  const text = () => {
    const v = value(rng);
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  };
  const q: Record<string, unknown> = {};
  if (rng.chance(0.7)) q.sort = rng.chance(0.6) ? HOSTILE_KEYS[rng.int(0, HOSTILE_KEYS.length - 1)] : text();
  if (rng.chance(0.5)) q.order = rng.chance(0.5) ? 'ASC' : text();
  if (rng.chance(0.5)) q.page = rng.chance(0.5) ? String(rng.int(-1, 3)) : text();
  if (rng.chance(0.5)) q.pageSize = rng.chance(0.1) ? ['1', '2'] : String(rng.int(0, 600));
  if (rng.chance(0.8)) q.filter = rng.chance(0.7) ? JSON.stringify(object(rng)) : text();
  return q;
}

const db = new Database(':memory:');
db.exec(
  'CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind INTEGER NOT NULL, at TEXT NOT NULL)',
);
for (let i = 1; i <= 20; i += 1)
  db.prepare('INSERT INTO item VALUES (?, ?, ?, ?)').run(
    i,
    `n${i}`,
    i % 3,
    `2025-01-${String(i).padStart(2, '0')}T00:00:00.000Z`,
  );
afterAll(() => db.close());

const spec: ListSpec<{ id: number }, number> = {
  from: 'item',
  select: 'id',
  fields: {
    id: { sql: 'id', type: 'number' },
    name: { sql: 'name', type: 'text' },
    kind: { sql: 'kind', type: 'number', sortable: false },
    at: { sql: 'at', type: 'text' },
    enabled: { sql: 'kind > 0', type: 'boolean', filterable: false },
  },
  search: ['name'],
  defaultSort: { field: 'id', order: 'ASC' },
  tiebreaker: 'id',
  toItem: (row) => row.id,
};

/** Runs `work`: its result, or 'bad request' for a 400; anything else fails the test with the input. */
function outcome(work: () => unknown, input: unknown): unknown {
  try {
    return work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return 'bad request';
    throw new Error(`${String(error)} for ${JSON.stringify(input)}`);
  }
}

describe('list query parser fuzz', () => {
  it('answers 5,000 generated queries with a page or a 400', () => {
    const rng = new Rng(9001);
    let pages = 0;
    for (let i = 0; i < 5000; i += 1) {
      const input = query(rng);
      const result = outcome(() => runList(db, spec, input, { where: '1 = 1', params: [] }), input);
      if (result !== 'bad request') pages += 1;
    }
    expect(pages).toBeGreaterThan(200); // the generator also reaches valid queries
  });

  it.each([
    [{ sort: 'constructor' }, 'bad request'],
    [{ sort: 'kind' }, 'bad request'],
    [{ filter: '{"__proto__":1}' }, 'bad request'],
    [{ filter: '{"toString":1}' }, 'bad request'],
    [{ filter: '{"enabled":true}' }, 'bad request'],
    [{ filter: JSON.stringify({ id: Array.from({ length: 1001 }, (_, i) => i) }) }, 'bad request'],
    [{ filter: '{"at":{"gte":"2025-01-19T00:00:00Z","constructor":1}}' }, 'bad request'],
    [
      { filter: '{"at":{"gte":"2025-01-19T00:00:00Z"}}', sort: 'at' },
      { items: [19, 20], total: 2 },
    ],
    [
      { filter: '{"kind":[1,"2"]}', pageSize: '3', order: 'DESC' },
      { items: [20, 19, 17], total: 14 },
    ],
  ])('table case %j', (input, expected) => {
    expect(outcome(() => runList(db, spec, input, { where: '1 = 1', params: [] }), input)).toEqual(expected);
  });
});

describe('permission map parser fuzz', () => {
  const granter = { Tag: ['view', 'edit'], User: -1 as const };

  it('parses, merges and checks 5,000 generated maps without throwing', () => {
    const rng = new Rng(4242);
    for (let i = 0; i < 5000; i += 1) {
      const map = object(rng);
      const text = JSON.stringify(map) ?? 'null';
      const parsed = parsePermissionMap(text);
      const merged = mergePermissionMaps([parsed, parsePermissionMap(JSON.stringify(object(rng)) ?? '')]);
      for (const [area, actions] of Object.entries(merged)) {
        expect(Object.hasOwn(merged, area)).toBe(true);
        expect(
          actions === -1 || (Array.isArray(actions) && actions.every((a) => typeof a === 'string')),
        ).toBe(true);
      }
      expect(typeof (permissionMapError(map, granter) ?? '')).toBe('string');
    }
  });

  it.each([
    ['{"constructor":["view"]}', '{"constructor":["view"]}'],
    ['{"__proto__":-1,"Tag":["view"]}', '{"__proto__":-1,"Tag":["view"]}'],
    ['{"toString":[],"valueOf":["a",1],"Tag":"view"}', '{"toString":[],"valueOf":["a"]}'],
    ['[1]', '{}'],
    ['not json', '{}'],
  ])('merges stored map %s as plain data', (text, expected) => {
    const merged = mergePermissionMaps([parsePermissionMap(text), parsePermissionMap(text)]);
    expect(JSON.stringify(merged)).toBe(expected);
  });

  it('refuses prototype areas and granting beyond the granter', () => {
    expect(permissionMapError({ constructor: [] }, granter)).toBe('Unknown area "constructor"');
    expect(permissionMapError({ hasOwnProperty: ['view'] }, granter)).toBe('Unknown area "hasOwnProperty"');
    expect(permissionMapError({ Tag: -1 }, granter)).toBe('You cannot grant every action of Tag');
    expect(permissionMapError({ User: -1, Tag: ['view'] }, granter)).toBeUndefined();
  });
});

describe('JSON body shape guard', () => {
  it('accepts ordinary bodies and refuses depth, NUL and __proto__ without recursion', () => {
    expect(jsonShapeProblem({ a: [1, { b: 'text' }] })).toBeUndefined();
    expect(jsonShapeProblem(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toMatch(/nesting/);
    expect(jsonShapeProblem({ a: 'x\u0000' })).toMatch(/NUL/);
    expect(jsonShapeProblem(JSON.parse('{"__proto__":{}}'))).toMatch(/__proto__/);
  });
});

// @vitest-environment node
import { ALL_ACTIONS, canAccess, canAccessAll, mergePermissionMaps, parsePermissionMap } from './permissions';

/** mulberry32: a tiny seeded generator so every property run is reproducible from its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof seededRandom>;

const AREAS = ['Tenant', 'CallScript', 'Campaign', 'Line', 'AccessManagement', 'Settings', 'tenant', 'a b'];
const ACTIONS = [
  'view',
  'edit',
  'create',
  'delete',
  'View',
  'viewQueue',
  'modify-theme',
  'tenantContextSwitching',
];
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];
/** Values that are not a valid grant: only -1 and arrays of strings are. */
const JUNK_VALUES: unknown[] = [
  null,
  undefined,
  0,
  1,
  -2,
  -1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '-1',
  'view',
  '',
  true,
  false,
  {},
  { view: true },
  [-1],
  [['view']],
  [null],
  [1, 'view'],
  ['view', { action: 'view' }],
  () => true,
];

function randomActionList(random: Random): string[] {
  return Array.from({ length: random.int(4) }, () => random.pick(ACTIONS));
}

/** A well-formed permission map: each chosen area gets -1 or a list of actions. */
function randomValidMap(random: Random): Record<string, string[] | -1> {
  const map: Record<string, string[] | -1> = {};
  for (const area of AREAS) {
    const roll = random.next();
    if (roll < 0.4) continue;
    map[area] = roll < 0.55 ? ALL_ACTIONS : randomActionList(random);
  }
  return map;
}

const RUNS = 500;
const seeds = [1, 42, 20240531];

describe('canAccess: examples', () => {
  it.each<[string, unknown, string, string, boolean]>([
    ['a listed action', { Tenant: ['view'] }, 'Tenant', 'view', true],
    ['AccessManagement/viewaccount reads users', { AccessManagement: ['viewaccount'] }, 'User', 'view', true],
    ['AccessManagement/viewrole reads roles', { AccessManagement: ['viewrole'] }, 'Role', 'view', true],
    ['viewaccount edits no user', { AccessManagement: ['viewaccount'] }, 'User', 'edit', false],
    ['viewrole reads no users', { AccessManagement: ['viewrole'] }, 'User', 'view', false],
    ['User/view is no viewaccount', { User: ['view'] }, 'AccessManagement', 'viewaccount', false],
    ['one of several listed actions', { Tenant: ['edit', 'view'] }, 'Tenant', 'edit', true],
    ['-1 grants every action of the area', { Tenant: -1 }, 'Tenant', 'anything', true],
    ['-1 grants nothing in another area', { Tenant: -1 }, 'Line', 'view', false],
    ['an action that is not listed', { Tenant: ['edit'] }, 'Tenant', 'view', false],
    ['an empty list', { Tenant: [] }, 'Tenant', 'view', false],
    ['actions are case-sensitive', { Tenant: ['View'] }, 'Tenant', 'view', false],
    ['areas are case-sensitive', { tenant: -1 }, 'Tenant', 'view', false],
    ['no prefix matching', { Tenant: ['view'] }, 'Tenant', 'vie', false],
    ["'-1' as a string", { Tenant: '-1' }, 'Tenant', 'view', false],
    ['-1 inside a list', { Tenant: [-1] }, 'Tenant', 'view', false],
    ['NaN', { Tenant: Number.NaN }, 'Tenant', 'view', false],
    ['0', { Tenant: 0 }, 'Tenant', 'view', false],
    ['a list with a non-string', { Tenant: ['view', 1] }, 'Tenant', 'view', false],
    ['a nested list', { Tenant: [['view']] }, 'Tenant', 'view', false],
    ['an object instead of a list', { Tenant: { view: true } }, 'Tenant', 'view', false],
    ['a string instead of a list', { Tenant: 'view' }, 'Tenant', 'view', false],
    ['null map', null, 'Tenant', 'view', false],
    ['undefined map', undefined, 'Tenant', 'view', false],
    ['an array map', [['Tenant', -1]], 'Tenant', 'view', false],
    ['a string map', '{"Tenant":-1}', 'Tenant', 'view', false],
    ['a number map', -1, 'Tenant', 'view', false],
    ['a Map instance', new Map([['Tenant', -1]]), 'Tenant', 'view', false],
    ['an empty area', { '': -1 }, '', 'view', false],
    ['an empty action', { Tenant: [''] }, 'Tenant', '', false],
    ['__proto__ of a plain map', {}, '__proto__', 'view', false],
    ['constructor of a plain map', {}, 'constructor', 'view', false],
    ['toString of a plain map', {}, 'toString', 'view', false],
    ['a list that only inherits includes', { Tenant: Object.create(['view']) }, 'Tenant', 'view', false],
    ['a map without prototype', Object.assign(Object.create(null), { Tenant: -1 }), 'Tenant', 'x', true],
  ])('%s', (_name, permissions, area, action, expected) => {
    expect(canAccess(permissions, area, action)).toBe(expected);
  });

  it('denies non-string areas and actions', () => {
    const map = { Tenant: -1, '1': -1, null: -1 };
    for (const bad of [undefined, null, 1, Number.NaN, {}, ['Tenant'], true]) {
      expect(canAccess(map, bad, 'view')).toBe(false);
      expect(canAccess({ Tenant: ['view', 'null', '1'] }, 'Tenant', bad)).toBe(false);
    }
  });

  it('does not grant an inherited area even when an object prototype was polluted', () => {
    const inherited = Object.create({ Tenant: -1 }) as object;
    expect(canAccess(inherited, 'Tenant', 'view')).toBe(false);
    const parsed = JSON.parse('{"__proto__": {"Tenant": -1}}') as object;
    expect(canAccess(parsed, 'Tenant', 'view')).toBe(false);
    // JSON.parse makes "__proto__" an own key; its value is an object, not a grant.
    expect(canAccess(parsed, '__proto__', 'view')).toBe(false);
  });
});

describe.each(seeds)('canAccess: properties (seed %i)', (seed) => {
  it('grants exactly what an own, well-formed entry lists', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map = randomValidMap(random);
      const area = random.pick(AREAS);
      const action = random.pick(ACTIONS);
      const entry = Object.prototype.hasOwnProperty.call(map, area) ? map[area] : undefined;
      const expected = entry === -1 || (Array.isArray(entry) && entry.includes(action));
      expect(canAccess(map, area, action)).toBe(expected);
    }
  });

  it('-1 grants every action of its area, and only of its area', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const area = random.pick(AREAS);
      const other = random.pick(AREAS.filter((candidate) => candidate !== area));
      const action = `${random.pick(ACTIONS)}${random.int(1000)}`;
      expect(canAccess({ [area]: -1 }, area, action)).toBe(true);
      expect(canAccess({ [area]: -1 }, other, action)).toBe(false);
    }
  });

  it('adding actions never revokes a grant (monotone)', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map = randomValidMap(random);
      const area = random.pick(AREAS);
      const action = random.pick(ACTIONS);
      const before = canAccess(map, area, action);
      const current = map[area];
      const widened = { ...map, [area]: current === -1 ? -1 : [...(current ?? []), random.pick(ACTIONS)] };
      if (before) expect(canAccess(widened, area, action)).toBe(true);
    }
  });

  it('gives the same answer after a JSON round trip (what the server sends)', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map = randomValidMap(random);
      const area = random.pick(AREAS);
      const action = random.pick(ACTIONS);
      const wire = JSON.parse(JSON.stringify(map)) as unknown;
      expect(canAccess(wire, area, action)).toBe(canAccess(map, area, action));
    }
  });

  it('denies every action of an area whose value is malformed, whatever the rest of the map grants', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map: Record<string, unknown> = randomValidMap(random);
      const area = random.pick(AREAS);
      map[area] = random.pick(JUNK_VALUES);
      expect(canAccess(map, area, random.pick(ACTIONS))).toBe(false);
    }
  });

  it('denies prototype member names unless the map owns them as a valid grant', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map = randomValidMap(random);
      expect(canAccess(map, random.pick(PROTOTYPE_KEYS), random.pick(ACTIONS))).toBe(false);
    }
  });

  it('canAccessAll is the conjunction of canAccess, and true for no requirements', () => {
    const random = seededRandom(seed);
    for (let run = 0; run < RUNS; run += 1) {
      const map = randomValidMap(random);
      const requirements = Array.from({ length: random.int(4) }, () => ({
        area: random.pick(AREAS),
        action: random.pick(ACTIONS),
      }));
      const expected = requirements.every(({ area, action }) => canAccess(map, area, action));
      expect(canAccessAll(map, requirements)).toBe(expected);
    }
    expect(canAccessAll(null, [])).toBe(true);
  });
});

describe('canAccessAll: malformed requirement lists', () => {
  it.each([null, undefined, 'Tenant/view', [null], [{ area: 'Tenant' }], [{ action: 'view' }]])(
    'denies %p',
    (requirements) => {
      expect(canAccessAll({ Tenant: -1 }, requirements as never)).toBe(false);
    },
  );
});

describe('role permission maps', () => {
  it('merges maps: actions united, -1 wins over any list', () => {
    expect(
      mergePermissionMaps([{ Tenant: ['view'], Tag: ['view'] }, { Tenant: ['edit', 'view'], Tag: -1 }, {}]),
    ).toEqual({ Tenant: ['view', 'edit'], Tag: -1 });
  });

  it('parses a stored map defensively: malformed parts grant nothing', () => {
    expect(parsePermissionMap('{"Tenant":["view",3],"Tag":-1,"Line":"view"}')).toEqual({
      Tenant: ['view'],
      Tag: -1,
    });
    for (const text of ['not json', '[]', 'null', '"Tenant"']) expect(parsePermissionMap(text)).toEqual({});
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedResources } from '../../dev-platform/api/resourceRules';
import type { Platform } from '../../dev-platform/platform';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { actionFormRules, formRules } from '../../src/resources/schema/formRules';
import type { ResourceConfig } from '../../src/resources/types';
import type { FormRules } from '../../src/shared/validation/validators';
import { checkOf } from '../../src/shared/validation/validators';
import type { SyncValidatorSpec } from '../../src/shared/validation/validatorSpecs';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// Walks every form rule of every resource (built-in and runtime JSON) whose call the dev platform serves: a body
// breaking exactly that rule must be refused with the message the console's validator shows on that field.

/** Values that break a rule; the first one passing the field's other rules is used. */
function badValues(spec: SyncValidatorSpec): unknown[] {
  switch (spec.name) {
    case 'required':
      return ['', null];
    case 'match':
      return spec.field !== undefined ? ['does-not-match-1'] : ['~', '~~~~~~~~~~~~', '0', 'Mismatch 0'];
    case 'email':
      return ['someone@', 'someone at example.com'];
    case 'time':
    case 'optionalTime':
      return ['24:00', '7:30'];
    case 'minLength':
      return spec.n > 1 ? ['a'.repeat(spec.n - 1)] : [];
    case 'exactLength':
      return ['1'.repeat(spec.n + 1)];
    case 'digits':
      return ['12a'];
    case 'range':
      return [spec.max + 1, spec.min - 1];
    case 'minValue':
      return [spec.n - 1];
    case 'date':
    case 'optionalDate':
      return ['31/04/2024'];
  }
}

/** What the console shows when `value` is typed: the first failing rule of the field, translated. */
function consoleMessage(
  specs: readonly SyncValidatorSpec[],
  value: unknown,
  values: Record<string, unknown>,
) {
  for (const spec of specs) {
    const failure = checkOf(spec)(value, values);
    if (failure) return { spec, text: i18nProvider.translate(failure.message, failure.args) };
  }
  return undefined;
}

interface Case {
  title: string;
  method: string;
  path: string;
  body: Record<string, unknown>;
  source: string;
  expected: string;
}

/** One body per rule: the broken value (and, for `match` with a field, a different value of that field). */
function casesOf(title: string, call: { method: string; path: string }, rules: FormRules): Case[] {
  return Object.entries(rules).flatMap(([source, specs]) =>
    specs.flatMap((spec) => {
      for (const value of badValues(spec)) {
        const body: Record<string, unknown> = { [source]: value };
        if (spec.name === 'match' && spec.field !== undefined) body[spec.field] = 'something-else-2';
        const shown = consoleMessage(specs, value, body);
        if (shown?.spec === spec)
          return [
            {
              title: `${title} ${source} ${JSON.stringify(spec)}`,
              ...call,
              body,
              source,
              expected: shown.text,
            },
          ];
      }
      throw new Error(`${title}: no value breaks only ${JSON.stringify(spec)} of ${source}`);
    }),
  );
}

let platform: Platform;
let operator: Session;

beforeAll(async () => {
  platform = await startTestPlatform();
  operator = await sessionFor(platform, 'operator');
});

afterAll(async () => {
  await platform?.close();
});

/** Whether the platform registered `method` for a configured path (`{id}` and other placeholders as parameters). */
const served = (method: string, path: string) =>
  platform.apiRoutes.some(
    (route) =>
      route.method === method &&
      new RegExp(`^${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(
        `/api${path.replace(/\{\w+\}/g, '1')}`,
      ),
  );

/** The id of the first record the operator sees, for update and record-action calls. */
async function someId(config: ResourceConfig): Promise<string> {
  const { body } = await operator.call(`/api${config.api.list.path}?page=1&pageSize=1`);
  const id = (body as { items: Record<string, unknown>[] }).items[0]?.[config.idField];
  if (id === undefined) throw new Error(`${config.name}: no record to edit`);
  return String(id);
}

async function allCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const config of servedResources().filter((item) => item.api.base === 'core')) {
    const { create, update } = config.api;
    if (create && served(create.method, create.path))
      cases.push(...casesOf(`${config.name} create`, create, formRules(config, 'create')));
    const recordCalls = [
      ...(update ? [{ title: 'edit', call: update, rules: formRules(config, 'edit') }] : []),
      ...config.actions
        .filter((action) => action.scope === 'record')
        .map((action) => ({
          title: action.name,
          call: action.call,
          rules: actionFormRules(config, action.name),
        })),
    ].filter(({ call, rules }) => Object.keys(rules).length > 0 && served(call.method, call.path));
    if (recordCalls.length === 0) continue;
    const id = await someId(config);
    for (const { title, call, rules } of recordCalls)
      cases.push(
        ...casesOf(
          `${config.name} ${title}`,
          { method: call.method, path: call.path.replace('{id}', id) },
          rules,
        ),
      );
  }
  return cases;
}

describe('the server refuses every form rule with the console message', () => {
  it('checks the rules of every served create, edit and action form', async () => {
    const cases = await allCases();
    const titles = cases.map((item) => item.title);
    // A walk that finds nothing proves nothing: these resources have forms on the platform today.
    for (const resource of [
      'tags create',
      'grammars create',
      'users create',
      'users newPassword',
      'languages edit',
    ])
      expect(
        titles.some((title) => title.startsWith(resource)),
        resource,
      ).toBe(true);

    const mismatches: string[] = [];
    for (const item of cases) {
      const { status, body } = await operator.call(`/api${item.path}`, {
        method: item.method,
        body: item.body,
      });
      const answered = (body as { errors?: Record<string, string> } | null)?.errors?.[item.source];
      if (status !== 400 || answered !== item.expected)
        mismatches.push(`${item.title}: ${status} ${String(answered)} instead of "${item.expected}"`);
    }
    expect(mismatches).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
});

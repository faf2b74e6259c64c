import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedResources } from '../../dev-platform/api/resourceRules';
import type { Platform } from '../../dev-platform/platform';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { actionFormRules, formRules, inputRules } from '../../src/resources/schema/formRules';
import { fillPath } from '../../src/resources/schema/placeholders';
import { placeholdersOf } from '../../src/resources/schema/pathParts';
import { routedTabs } from '../../src/resources/schema/tabs';
import type { ResourceConfig } from '../../src/resources/types';
import type { FormRules } from '../../src/shared/validation/validators';
import { checkOf } from '../../src/shared/validation/validators';
import type { SyncValidatorSpec } from '../../src/shared/validation/validatorSpecs';
import { startTestPlatform } from '../support/testPlatform';
import { sessionFor, type Session } from './session';

// Walks every form rule of every resource (built-in and runtime JSON) whose call the dev platform serves: a body
// breaking exactly that rule must be refused with the message the console's validator shows on that field.

/** Values that break a rule; the first one passing the field's other rules is used. */
function badValues(spec: SyncValidatorSpec, others: readonly SyncValidatorSpec[]): unknown[] {
  switch (spec.name) {
    case 'required':
      return ['', null];
    case 'match':
      return spec.field !== undefined
        ? ['does-not-match-1']
        : ['~', '~~~~~~~~~~~~', '0', 'Mismatch 0', 'x'.repeat(201)];
    case 'email':
      return ['someone@', 'someone at example.com'];
    case 'time':
    case 'optionalTime':
      return ['24:00', '7:30'];
    case 'minLength':
      return spec.n > 1 ? ['a'.repeat(spec.n - 1)] : [];
    case 'exactLength':
      return ['1'.repeat(spec.n + 1)];
    case 'digits': {
      // A fraction inside the field's range breaks "whole numbers" only.
      const range = others.find((other) => other.name === 'range');
      return ['12a', ...(range?.name === 'range' ? [range.min + 0.5] : [])];
    }
    case 'range':
      return [spec.max + 1, spec.min - 1];
    case 'minValue':
      return [spec.n - 1];
    case 'date':
    case 'optionalDate':
      return ['31/04/2024'];
    case 'httpsUrl':
      return ['http://example.com', 'javascript:alert(1)'];
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

/**
 * One body per rule: the broken value (and, for `match` with a field, a different value of that field). Inputs
 * whose value fills a placeholder of the call's path travel in the path, not in the body, so they are left out.
 */
function casesOf(
  title: string,
  call: { method: string; path: string; template: string },
  rules: FormRules,
): Case[] {
  const inPath = new Set(placeholdersOf(call.template));
  return Object.entries(rules)
    .filter(([source]) => !inPath.has(source))
    .flatMap(([source, specs]) =>
      specs.flatMap((spec) => {
        for (const value of badValues(spec, specs)) {
          const body: Record<string, unknown> = { [source]: value };
          if (spec.name === 'match' && spec.field !== undefined) body[spec.field] = 'something-else-2';
          const shown = consoleMessage(specs, value, body);
          if (shown?.spec === spec)
            return [
              {
                title: `${title} ${source} ${JSON.stringify(spec)}`,
                method: call.method,
                path: call.path,
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

/** The first record the operator sees (with its `id`), to fill the paths of create, update and record calls. */
async function someRecord(config: ResourceConfig): Promise<Record<string, unknown>> {
  const { body } = await operator.call(`/api${config.api.list.path}?page=1&pageSize=1`);
  const record = (body as { items: Record<string, unknown>[] }).items[0];
  if (record?.[config.idField] === undefined) throw new Error(`${config.name}: no record to edit`);
  return { ...record, id: record[config.idField] };
}

/** The forms of tabs and sections with a record of their own (setting tabs), as calls with their rules. */
function sourceForms(config: ResourceConfig) {
  return routedTabs(config.detail.tabs)
    .flatMap(({ tab }) => [tab, ...tab.sections])
    .flatMap((owner) =>
      owner.source && owner.form
        ? [
            {
              title: owner.source.path,
              call: { method: owner.form.call.method, path: owner.form.call.path ?? owner.source.path },
              rules: inputRules({ ...config, fields: owner.source.fields }, owner.form.inputs),
            },
          ]
        : [],
    );
}

async function allCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const config of servedResources().filter((item) => item.api.base === 'core')) {
    if (/\{/.test(config.api.list.path)) continue;
    const { create, update } = config.api;
    const recordCalls = [
      ...(create ? [{ title: 'create', call: create, rules: formRules(config, 'create') }] : []),
      ...(update ? [{ title: 'edit', call: update, rules: formRules(config, 'edit') }] : []),
      ...config.actions
        .filter((action) => action.scope === 'record')
        .map((action) => ({
          title: action.name,
          call: action.call,
          rules: actionFormRules(config, action.name),
        })),
      ...sourceForms(config),
    ].filter(({ call, rules }) => Object.keys(rules).length > 0 && served(call.method, call.path));
    if (recordCalls.length === 0) continue;
    const record = await someRecord(config);
    for (const { title, call, rules } of recordCalls)
      cases.push(
        ...casesOf(
          `${config.name} ${title}`,
          { method: call.method, path: fillPath(call.path, record), template: call.path },
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
      'dialModules create',
      'lines edit',
      'lines /administration/lines/{id}/monitoring',
      'dialModules /administration/modules/{id}/callbot-settings',
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

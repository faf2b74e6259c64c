import builtInRegistry, { messages as allAreaTexts } from 'virtual:built-in-resources';
import builtInSummaries from 'virtual:built-in-resources/summaries';
import builtInScreens from 'virtual:built-in-resources/screens';
import { areaMessages } from '../i18n/areaMessages';
import { i18nProvider } from '../providers/i18nProvider';
import { loadScreenConfigurations } from './builtInConfigurations';
import { resourceRegistry } from './registry';
import { summarizeResource } from './registrySummary';
import type { InputConfig } from './types';

// The modules come through the build's own plugin (Vitest runs it as the dev server does), packed and read back.
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const everyObject = (value: unknown, seen = new Set<object>()): Set<object> => {
  if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    Object.values(value).forEach((child) => everyObject(child, seen));
  }
  return seen;
};

describe('the built-in resources module', () => {
  it('is the registry, completed: deep-equal, keys in the same order', () => {
    expect(builtInRegistry).toStrictEqual(asJson(resourceRegistry));
    expect(JSON.stringify(builtInRegistry)).toBe(JSON.stringify(resourceRegistry));
  });

  it('has the summaries the shell needs', () => {
    expect(builtInSummaries).toStrictEqual(asJson(resourceRegistry.map(summarizeResource)));
    expect(JSON.stringify(builtInSummaries)).toBe(JSON.stringify(resourceRegistry.map(summarizeResource)));
  });

  it('shares repeated parts, frozen in development and tests so no screen can change them for another', () => {
    const objects = everyObject(builtInRegistry);
    expect([...objects].every((object) => Object.isFrozen(object))).toBe(true);
    const rules = builtInRegistry.flatMap((config) =>
      (config.form.create ?? []).flatMap((input: InputConfig) => input.validate ?? []),
    );
    const required = rules.filter((rule) => rule.name === 'required');
    expect(required.length).toBeGreaterThan(10);
    expect(new Set(required).size).toBe(1);
  });

  it('has, per list that can open with a few, a download of its configurations and those it names', async () => {
    const users = builtInScreens.find(([, name]) => name === 'users');
    expect(users?.[0]).toBe('administration/users');
    const configs = (await users![2]()).default;
    expect(configs.map((config) => config.name).sort()).toEqual(['permissionGroups', 'tenants', 'users']);
    expect(configs[0]).toStrictEqual(builtInRegistry.find((config) => config.name === 'users'));
    expect(builtInScreens.some(([, name]) => name === 'permissionGroups')).toBe(false);
  });

  it("brings the areas' texts: all with the complete set, a list's with its configurations", async () => {
    expect(allAreaTexts).toStrictEqual(asJson(areaMessages));
    const screenTexts = async (name: string) =>
      (await builtInScreens.find(([, screen]) => screen === name)![2]()).messages;
    expect(await screenTexts('tenants')).toStrictEqual(
      asJson({ resources: { tenants: areaMessages.resources.tenants } }),
    );
    // The users list's texts are part of the first load (it is the landing list): its download brings none, so the
    // translator is not rebuilt before the first list.
    expect(await screenTexts('users')).toBeUndefined();
  });

  it("installs a list's texts before its configurations are handed to the screen", async () => {
    const added = vi.spyOn(i18nProvider, 'addMessages');
    try {
      const configs = await loadScreenConfigurations('users');
      expect(configs?.[0].name).toBe('users');
      expect(added).not.toHaveBeenCalled();
      await loadScreenConfigurations('grammars');
      expect(added).toHaveBeenLastCalledWith(
        asJson({ resources: { grammars: areaMessages.resources.grammars } }),
      );
    } finally {
      added.mockRestore();
    }
  });
});

import { loadedArea } from '../areaLoader';
import { areaOfPath } from '../areaOfPath';
import { resourceRegistry } from '../registry';
import { summarizeResource } from '../registrySummary';
import { areaRegistry } from './areaRegistry';

describe('area registry', () => {
  it('knows every summary at once, as the configurations state them', () => {
    expect(areaRegistry().summaries).toEqual(resourceRegistry.map(summarizeResource));
  });

  it("loads a resource's area on first need, with the same promise each time", async () => {
    const registry = areaRegistry();
    const loading = registry.loadConfig('administration/languages');
    expect(registry.loadConfig('languages')).not.toBe(loading);
    expect(registry.loadConfig('administration/languages')).toBe(loading);
    const config = await loading;
    expect(config?.name).toBe('languages');
    expect(loadedArea('languages')?.resources).toContain(config);
    expect(registry.config('languages')).toBe(config);
    await expect(registry.loadConfig('nothing')).resolves.toBeUndefined();
  });

  it('loads every area when all configurations are asked for', async () => {
    const registry = areaRegistry();
    const all = await registry.load();
    expect(all.map((config) => config.name)).toEqual(resourceRegistry.map((config) => config.name));
    expect(registry.settled()).toBe(registry.settled());
  });
});

describe('the area of an address', () => {
  it('is the area declaring the resource or page the address opens', () => {
    expect(areaOfPath('/flows')).toBe('flows');
    expect(areaOfPath('/flows/12/detail/5/overview')).toBe('flows');
    expect(areaOfPath('/administration/languages')).toBe('languages');
    expect(areaOfPath('/administration/tts-generator')).toBe('tts-generator');
    expect(areaOfPath('/nowhere')).toBeUndefined();
  });
});

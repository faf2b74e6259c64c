import type { AreaApis } from '../../../../providers/api/areaApis';
import { sortedAreas } from '../../../areas';
import type { ResourceConfig } from '../../../types';
import type { FakeApiSetup, FakeAreaOptions } from './fakeApiSetup';
import { createFakeHomeApi, type FakeHomeContext } from './fakeHomeApi';

export type { FakeAreaOptions };

// The fake twins come from the areas' manifests, loaded once for the tests (the console never downloads them).
const fakeTwins = await Promise.all(sortedAreas.flatMap((area) => (area.fakeApi ? [area.fakeApi()] : [])));

/** Fake twin of `createAreaApis`: the shell's home module and every area's fake, composed the same way. */
export function createFakeAreaApis(
  resources: readonly ResourceConfig[],
  options: FakeAreaOptions,
  context: FakeHomeContext,
): AreaApis {
  const setup: FakeApiSetup = { resources, options, context };
  return Object.assign(
    createFakeHomeApi(options, context),
    ...fakeTwins.map((twin) => twin(setup)),
  ) as AreaApis;
}

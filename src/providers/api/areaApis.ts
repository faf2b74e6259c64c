import type { AreaManifest } from '../../resources/defineArea';
import type { areaManifests } from '../../resources/areaIndex.generated';
import { sortedAreas } from '../../resources/areas';
import type { ApiRequest } from './apiRequest';
import { createHomeApi, type HomeApi } from './homeApi';

type ApiOf<M> = M extends AreaManifest<infer Api> ? Api : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/**
 * Every call of the console beyond the generic resource methods: the shell's home module and each area's API module
 * (its manifest's `api`), with a fake twin (`fakeApi`) answering the same way without a server.
 */
export type AreaApis = HomeApi & Intersection<ApiOf<(typeof areaManifests)[number]>>;

/** The modules the data provider is composed of (next to its generic resource methods). */
export function createAreaApis(request: ApiRequest, areas: readonly AreaManifest[] = sortedAreas): AreaApis {
  return Object.assign(createHomeApi(request), ...areas.map((area) => area.api?.(request) ?? {})) as AreaApis;
}

import type { areaLoaders } from '../../resources/areaIndex.generated';
import { loadArea, sortedAreaSummaries } from '../../resources/areaLoader';
import type { AreaManifest } from '../../resources/defineArea';
import type { ApiRequest } from './apiRequest';
import { createHomeApi, type HomeApi } from './homeApi';

type AreaManifests = Awaited<ReturnType<(typeof areaLoaders)[keyof typeof areaLoaders]>>['area'];
type ApiOf<M> = M extends AreaManifest<infer Api> ? Api : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/**
 * Every call of the console beyond the generic resource methods: the shell's home module and each area's API module
 * (its manifest's `api`), with a fake twin (`fakeApi`) answering the same way without a server.
 */
export type AreaApis = HomeApi & Intersection<ApiOf<AreaManifests>>;

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The modules the data provider is composed of (next to its generic resource methods). An area's methods are known
 * from its summary; the first call loads the area (its API module comes with its manifest) and every call goes to
 * the module then (the methods answer promises anyway).
 */
export function createAreaApis(request: ApiRequest): AreaApis {
  const areaMethods = sortedAreaSummaries.flatMap((summary) => {
    let module: Promise<Record<string, Method>> | undefined;
    const api = () =>
      (module ??= loadArea(summary.name).then(
        (area) => (area.api?.(request) ?? {}) as Record<string, Method>,
      ));
    return summary.api.map((name) => ({
      [name]: (...args: unknown[]) => api().then((methods) => methods[name]!(...args)),
    }));
  });
  return Object.assign(createHomeApi(request), ...areaMethods) as AreaApis;
}

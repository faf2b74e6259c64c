import type { AreaApis } from '../../../../providers/api/areaApis';
import type { PermissionArea } from '../../../../shared/wire/administration';
import type { ResourceConfig } from '../../../types';
import { createFakeBillingApi } from './fakeBillingApi';
import { createFakeNlpApi } from './fakeNlpApi';
import { createFakeHomeApi, type FakeHomeContext, type FakeHomeOptions } from './fakeHomeApi';
import { createFakeInstanceOverviewApi, type FakeComparisons } from './fakeInstanceOverviewApi';
import { createFakePermissionGroupsApi } from './fakePermissionGroupsApi';
import { createFakeVariablesStorageApi } from './fakeVariablesStorageApi';
import type { VariablesStorageKeyStatus } from '../../../variables-storage/variablesStorageWire';
import { createFakePackagesApi } from './fakePackagesApi';
import { createFakeThemeApi } from './fakeThemeApi';
import { createFakeTtsApi } from './fakeTtsApi';

export interface FakeAreaOptions extends FakeHomeOptions {
  permissionAreas?: PermissionArea[];
  variablesStorageKey?: VariablesStorageKeyStatus;
  /** Instance comparisons by compared instance and kind. */
  comparisons?: FakeComparisons;
}

/** Fake twin of `createAreaApis`: every area module's fake, composed the same way. */
export function createFakeAreaApis(
  resources: readonly ResourceConfig[],
  options: FakeAreaOptions,
  context: FakeHomeContext,
): AreaApis {
  return {
    ...createFakeHomeApi(options, context),
    ...createFakePermissionGroupsApi(resources, options.permissionAreas),
    ...createFakeBillingApi(),
    ...createFakeVariablesStorageApi(options.variablesStorageKey),
    ...createFakeInstanceOverviewApi(options.comparisons ?? {}, context),
    ...createFakeThemeApi(options, context),
    ...createFakeNlpApi(),
    ...createFakeTtsApi(context),
    ...createFakePackagesApi(context),
  };
}

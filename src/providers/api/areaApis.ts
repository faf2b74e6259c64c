import { createBillingApi, type BillingApi } from '../../resources/billing/billingApi';
import {
  createPermissionGroupsApi,
  type PermissionGroupsApi,
} from '../../resources/permission-groups/permissionGroupsApi';
import {
  createVariablesStorageApi,
  type VariablesStorageApi,
} from '../../resources/variables-storage/variablesStorageApi';
import { createThemeApi, type ThemeApi } from '../../custom-pages/theme-configurator/themeApi';
import {
  createInstanceOverviewApi,
  type InstanceOverviewApi,
} from '../../resources/instance-overview/instanceOverviewApi';
import type { ApiRequest } from './apiRequest';
import { createHomeApi, type HomeApi } from './homeApi';
import { createNlpApi, type NlpApi } from './nlpApi';
import { createPackagesApi, type PackagesApi } from './packagesApi';
import { createTtsApi, type TtsApi } from './ttsApi';

/**
 * Every call of the console beyond the generic resource methods, one module per area. Each module has a fake twin
 * in the QA testing API (`src/resources/framework/testing/api/`) answering the same way without a server.
 */
export type AreaApis = HomeApi &
  PermissionGroupsApi &
  VariablesStorageApi &
  InstanceOverviewApi &
  ThemeApi &
  BillingApi &
  NlpApi &
  TtsApi &
  PackagesApi;

/** The area modules the data provider is composed of (next to its generic resource methods). */
export function createAreaApis(request: ApiRequest): AreaApis {
  return {
    ...createHomeApi(request),
    ...createPermissionGroupsApi(request),
    ...createVariablesStorageApi(request),
    ...createInstanceOverviewApi(request),
    ...createThemeApi(request),
    ...createBillingApi(request),
    ...createNlpApi(request),
    ...createTtsApi(request),
    ...createPackagesApi(request),
  };
}

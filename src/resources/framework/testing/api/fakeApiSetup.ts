import type { PermissionArea } from '../../../../shared/wire/administration';
import type { ResourceConfig } from '../../../types';
import type { VariablesStorageKeyStatus } from '../../../variables-storage/variablesStorageWire';
import type { FakeComparisons } from '../../../instance-overview/fakeInstanceOverviewApi';
import type { FakeHomeContext, FakeHomeOptions } from './fakeHomeApi';

/** What a test may set for the fake area modules; every option has a plausible default. */
export interface FakeAreaOptions extends FakeHomeOptions {
  permissionAreas?: PermissionArea[];
  variablesStorageKey?: VariablesStorageKeyStatus;
  /** Instance comparisons by compared instance and kind. */
  comparisons?: FakeComparisons;
}

/** What an area's fake twin (a manifest's `fakeApi`) is created from. */
export interface FakeApiSetup {
  /** The resources the fake data provider serves. */
  resources: readonly ResourceConfig[];
  options: FakeAreaOptions;
  /** The state shared with the fake data provider (tasks, calls log). */
  context: FakeHomeContext;
}

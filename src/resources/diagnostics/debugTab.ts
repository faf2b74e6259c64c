import type { TabInput } from '../schema/tabSchema';
import { DIAGNOSTICS_PERMISSION } from '../../shared/wire/diagnostics';

/** `debug`: the live diagnostic events of the record (a conversation or a line), with `Diagnostics/view`. */
export const debugTab: TabInput = {
  path: 'debug',
  permissions: [DIAGNOSTICS_PERMISSION],
  component: 'diagnosticsStream',
};

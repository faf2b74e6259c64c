import { NAME_MAX, type BodySchema } from './validation/bodySchema';
import { COMPARISON_KINDS, type SyncDirection } from './wire/instances';

/** Most items one sync may name. */
export const MAX_SYNC_KEYS = 500;
const DIRECTIONS: readonly SyncDirection[] = ['toRemote', 'fromRemote'];

/** `POST /administration/instances/{appUrl}/sync` (issue 31.5): a kind, a direction and the items' keys (names, codes). */
export const INSTANCE_SYNC_BODY: BodySchema = {
  kind: { kind: 'choice', values: COMPARISON_KINDS, required: true },
  direction: { kind: 'choice', values: DIRECTIONS, required: true },
  keys: { kind: 'list', of: { kind: 'text', max: NAME_MAX }, max: MAX_SYNC_KEYS, required: true },
};

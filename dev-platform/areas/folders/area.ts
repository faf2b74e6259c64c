import type { PlatformArea } from '../platformArea';
import { seedFolders } from './seedFolders';

/** Folder routes are registered by the areas whose records they hold (flows, campaigns), each with its binding. */
export const area: PlatformArea = {
  name: 'folders',
  seed: { 40: seedFolders },
};

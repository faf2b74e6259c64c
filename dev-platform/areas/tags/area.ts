import type { PlatformArea } from '../platformArea';
import { seedTags } from './seedTags';
import { tagRoutes } from './tags';

/** The console's tags are a runtime resource (config/resources/tags.json) over these routes. */
export const area: PlatformArea = {
  name: 'tags',
  routes: [tagRoutes],
  seed: { 50: seedTags },
};

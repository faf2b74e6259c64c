import type { PlatformArea } from '../platformArea';
import { searchRoutes } from './search';

/** Search everywhere: one endpoint over the resources' declared searchable fields (docs/search-and-shortcuts.md). */
export const area: PlatformArea = {
  name: 'search',
  routes: [searchRoutes],
};

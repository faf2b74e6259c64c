import { preloadableView } from '../../utils/lazyView';

// Views are downloaded on first use (or preloaded for the landing address, beside the console's own code) so neither
// the entry nor the console chunk carries them.
export const ResourceList = preloadableView(async () => (await import('./ResourceList')).ResourceList);
export const ResourceDetail = preloadableView(async () => (await import('./ResourceDetail')).ResourceDetail);

/** Starts downloading the view code the address will show, beside the entry's own start-up requests. */
export function preloadResourceView(pathname: string) {
  void (/\/detail\//.test(pathname) ? ResourceDetail : ResourceList).preload();
}

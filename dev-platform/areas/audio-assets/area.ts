import type { PlatformArea } from '../platformArea';
import { audioAssetRoutes } from './audioAssets';
import { seedAudioAssets } from './seedAudioAssets';

export const area: PlatformArea = {
  name: 'audio-assets',
  routes: [audioAssetRoutes],
  seed: { 66: seedAudioAssets },
};

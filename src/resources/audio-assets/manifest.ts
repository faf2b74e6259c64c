import { defineArea } from '../defineArea';
import { audioAssetsMessages } from './audioAssetsMessages';
import { audioAssetsResource } from './audioAssetsResource';

/** The audio assets area: recordings flows play (issue 33.6), discovered through the area index. */
export const area = defineArea({
  name: 'audio-assets',
  order: 111,
  resources: [audioAssetsResource],
  inputs: {
    audioFileInput: () => import('./AudioFileInput').then((module) => module.AudioFileInput),
  },
  messages: {
    resources: { audioAssets: { name: 'Audio asset |||| Audio assets', ...audioAssetsMessages } },
  },
  translations: { cs: () => import('./audioAssetsMessagesCs').then((module) => module.audioAssetsCs) },
});

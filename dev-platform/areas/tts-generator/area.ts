import type { PlatformArea } from '../platformArea';
import { ttsRoutes } from './tts';

export const area: PlatformArea = {
  name: 'tts-generator',
  register({ app, context, jobs }) {
    const tts = ttsRoutes(app, context, jobs);
    return { stop: () => tts.close() };
  },
};

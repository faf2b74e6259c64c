import { defineArea } from '../../resources/defineArea';
import { createTtsApi } from './ttsApi';
import { ttsGeneratorPage } from './ttsGeneratorDefinition';

/** The tts generator area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'tts-generator',
  order: 250,
  pages: [ttsGeneratorPage],
  api: createTtsApi,
  fakeApi: () =>
    import('./fakeTtsApi').then(
      (module) =>
        ({ context }) =>
          module.createFakeTtsApi(context),
    ),
  messages: { app: { ttsGenerator: { title: 'TTS generator' } } },
  translations: { cs: () => import('./ttsGeneratorMessagesCs').then((module) => module.ttsGeneratorCs) },
});

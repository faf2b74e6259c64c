import { definePage } from '../definePage';

/**
 * /administration/tts-generator (SPEC §2, §7 "TTS generator"): text or SSML, language and voice; the platform
 * synthesises real speech (espeak-ng), played in the page and downloadable as WAV.
 */
export const ttsGeneratorPage = definePage({
  name: 'ttsGenerator',
  path: '/administration/tts-generator',
  section: 'administration',
  icon: 'voice',
  label: 'app.ttsGenerator.title',
  permissions: [{ area: 'TtsGenerator', action: 'generate' }],
  component: () => import('./TtsGeneratorPage').then((module) => module.TtsGeneratorPage),
  messages: () => import('./ttsGeneratorMessages').then((module) => module.ttsGeneratorTexts),
  translations: {
    cs: () => import('./ttsGeneratorPageMessagesCs').then((module) => module.ttsGeneratorTextsCs),
  },
});

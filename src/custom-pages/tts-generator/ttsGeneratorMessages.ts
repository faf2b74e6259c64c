/** English texts of the TTS generator (`app.ttsGenerator.*`) but its title (menus: `en.ts`). */
export const ttsGeneratorMessages = {
  form: 'Speech',
  kind: 'Input',
  kinds: { text: 'Text', ssml: 'SSML' },
  text: 'Text to speak',
  ssml: 'SSML document',
  ssml_hint:
    'One <speak> … </speak> document; supported: p, s, break, emphasis, prosody, say-as, sub, voice.',
  length: '%{count} / %{max} characters',
  language: 'Language',
  voice: 'Voice',
  generate: 'Generate',
  generating: 'Generating…',
  task_running: 'The text is long: it is being synthesised as a background task (%{progress} %).',
  task_failed: 'The speech task failed: %{description}',
  result: 'Generated speech',
  player: 'Play the generated speech',
  download: 'Download WAV',
  unavailable: 'No synthesiser available: install espeak-ng on the platform.',
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const ttsGeneratorTexts = { app: { ttsGenerator: ttsGeneratorMessages } };

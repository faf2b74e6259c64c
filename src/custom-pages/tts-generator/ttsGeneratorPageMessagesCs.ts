/** Czech texts of the ttsGenerator page (same keys as its English `messages`). */
export const ttsGeneratorTextsCs = {
  app: {
    ttsGenerator: {
      form: 'Řeč',
      kind: 'Vstup',
      kinds: {
        text: 'Text',
        ssml: 'SSML',
      },
      text: 'Text k vyslovení',
      ssml: 'Dokument SSML',
      ssml_hint:
        'Jeden dokument <speak> … </speak>; podporováno: p, s, break, emphasis, prosody, say-as, sub, voice.',
      length: '%{count} / %{max} znaků',
      language: 'Jazyk',
      voice: 'Hlas',
      generate: 'Vygenerovat',
      generating: 'Generování…',
      task_running: 'Text je dlouhý: syntetizuje se jako úloha na pozadí (%{progress} %).',
      task_failed: 'Úloha syntézy řeči selhala: %{description}',
      result: 'Vygenerovaná řeč',
      player: 'Přehrát vygenerovanou řeč',
      download: 'Stáhnout WAV',
      unavailable: 'Není k dispozici žádný syntezátor: nainstalujte na platformu espeak-ng.',
    },
  },
};

/** Czech texts of the tts-generator area (same keys as its manifest's English `messages`). */
export const ttsGeneratorCs = {
  app: {
    ttsGenerator: {
      title: 'Generátor TTS',
    },
  },
};

/** Czech texts of the nlp-tester area (same keys as its manifest's English `messages`). */
export const nlpTesterCs = {
  app: {
    nlpTester: {
      title: 'NLP tester',
    },
  },
};

/** English texts of the NLP tester's guide (`app.nlpTester.*`) but its title (menus: `en.ts`). */
export const nlpTesterMessages = {
  intro:
    'The NLP tester trains small text classifiers from example utterances and shows how well they recognise what callers mean.',
  steps: {
    datasets: 'Open a dataset of a language.',
    categories: 'Add categories (intents) and their example utterances, by hand or from a CSV file.',
    train: 'Train a model from the dataset: a background task measures its accuracy on held-out examples.',
    test: 'Open the model’s Test tab and type an utterance to see the categories ranked by confidence.',
  },
  screens: 'NLP tester screens',
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const nlpTesterTexts = { app: { nlpTester: nlpTesterMessages } };

/** English texts of the NLP tester's guide (`app.nlpTester.*`). */
export const nlpTesterMessages = {
  title: 'NLP tester',
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

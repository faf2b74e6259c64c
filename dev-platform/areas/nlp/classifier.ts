/**
 * A small multinomial naive-Bayes text classifier, written here so nothing is downloaded at run time. Texts become
 * lowercase word unigrams and bigrams with diacritics folded ("účet" and "ucet" are one word, as users type both);
 * each category's word likelihoods use add-α smoothing. Confidences are the posteriors, i.e. the softmax of the log
 * scores, so they sum to 1.
 */

/** A trained classifier as stored with its model (plain JSON). */
export interface Classifier {
  categories: string[];
  vocabulary: string[];
  /** log P(category). */
  logPriors: number[];
  /** log P(word | category), per category in vocabulary order. */
  logLikelihoods: number[][];
}

export interface LabelledText {
  text: string;
  category: string;
}

const ALPHA = 0.5;

/** Lowercase words with diacritics folded, plus their bigrams. */
export function tokenize(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const bigrams = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...words, ...bigrams];
}

/** Trains on labelled texts; categories are sorted by name so the same data gives the same classifier. */
export function train(examples: readonly LabelledText[]): Classifier {
  const categories = [...new Set(examples.map((example) => example.category))].sort();
  const index = new Map<string, number>();
  const counts = categories.map(() => new Map<number, number>());
  const documents = categories.map(() => 0);
  for (const example of examples) {
    const c = categories.indexOf(example.category);
    documents[c] += 1;
    for (const token of tokenize(example.text)) {
      if (!index.has(token)) index.set(token, index.size);
      const t = index.get(token)!;
      counts[c].set(t, (counts[c].get(t) ?? 0) + 1);
    }
  }
  const vocabulary = [...index.keys()];
  const logLikelihoods = counts.map((perWord) => {
    let total = 0;
    for (const n of perWord.values()) total += n;
    const denominator = Math.log(total + ALPHA * vocabulary.length);
    return vocabulary.map((_, t) => Math.log((perWord.get(t) ?? 0) + ALPHA) - denominator);
  });
  const logPriors = documents.map((n) => Math.log(n / examples.length));
  return { categories, vocabulary, logPriors, logLikelihoods };
}

/** Every category with its confidence, best first (ties by name); unknown words are left out. */
export function classify(classifier: Classifier, text: string): { category: string; confidence: number }[] {
  const index = new Map(classifier.vocabulary.map((word, t) => [word, t]));
  const known = tokenize(text)
    .map((token) => index.get(token))
    .filter((t): t is number => t !== undefined);
  const scores = classifier.categories.map(
    (_, c) => classifier.logPriors[c] + known.reduce((sum, t) => sum + classifier.logLikelihoods[c][t], 0),
  );
  const max = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - max));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return classifier.categories
    .map((category, c) => ({ category, confidence: weights[c] / total }))
    .sort((a, b) => b.confidence - a.confidence || a.category.localeCompare(b.category));
}

/**
 * The held-out split: every fifth example of each category (in the given order) is kept for testing, so every
 * category is tested and the split is the same for the same data.
 */
export function splitHeldOut<T extends LabelledText>(examples: readonly T[]): { training: T[]; test: T[] } {
  const seen = new Map<string, number>();
  const training: T[] = [];
  const test: T[] = [];
  for (const example of examples) {
    const n = (seen.get(example.category) ?? 0) + 1;
    seen.set(example.category, n);
    (n % 5 === 0 ? test : training).push(example);
  }
  return { training, test };
}

/** What training reports: the classifier (learnt from every example), held-out accuracy and confusion. */
export interface TrainingReport {
  classifier: Classifier;
  accuracy: number;
  trainCount: number;
  testCount: number;
  confusion: { categories: string[]; counts: number[][] };
}

/**
 * Trains on the held-out split's training part and measures accuracy and confusion on its test part; the stored
 * classifier then learns from every example.
 */
export function trainAndEvaluate(examples: readonly LabelledText[]): TrainingReport {
  const { training, test } = splitHeldOut(examples);
  const held = train(training);
  const categories = [...new Set(examples.map((example) => example.category))].sort();
  const counts = categories.map(() => categories.map(() => 0));
  let correct = 0;
  for (const example of test) {
    const predicted = classify(held, example.text)[0]!.category;
    if (predicted === example.category) correct += 1;
    counts[categories.indexOf(example.category)][categories.indexOf(predicted)] += 1;
  }
  return {
    classifier: train(examples),
    accuracy: test.length === 0 ? 0 : correct / test.length,
    trainCount: training.length,
    testCount: test.length,
    confusion: { categories, counts },
  };
}

import { Rng } from '../../db/seed/prng';
import { seedExamples } from './seedNlp';
import { CZECH_TELCO, ENGLISH_BANKING } from './seedNlpPhrases';
import { classify, splitHeldOut, tokenize, train, trainAndEvaluate } from './classifier';

// The accuracy every seeded model reaches on its held-out split (docs/areas.md, NLP tester).
const STATED_ACCURACY = 0.9;

describe('NLP classifier', () => {
  it('tokenises into lowercase words without diacritics, plus bigrams', () => {
    expect(tokenize('Změnit TARIF, prosím!')).toEqual([
      'zmenit',
      'tarif',
      'prosim',
      'zmenit tarif',
      'tarif prosim',
    ]);
    expect(tokenize('  ...  ')).toEqual([]);
  });

  it.each([ENGLISH_BANKING, CZECH_TELCO])(
    'reaches the stated accuracy on the held-out split of $name',
    (def) => {
      const examples = seedExamples(def, new Rng(7));
      const report = trainAndEvaluate(examples);
      expect(report.testCount).toBe(examples.length / 5);
      expect(report.trainCount + report.testCount).toBe(examples.length);
      expect(report.accuracy).toBeGreaterThanOrEqual(STATED_ACCURACY);
      const diagonal = report.confusion.counts.reduce((sum, row, i) => sum + row[i], 0);
      expect(diagonal / report.testCount).toBeCloseTo(report.accuracy, 10);
      expect(report.confusion.categories).toEqual(Object.keys(def.categories).sort());
    },
  );

  it('answers every category with confidences summing to 1, best first', () => {
    const classifier = trainAndEvaluate(seedExamples(ENGLISH_BANKING, new Rng(3))).classifier;
    for (const text of ['my card was stolen', 'what time do you open', 'zzz unknown words', '']) {
      const ranking = classify(classifier, text);
      expect(ranking).toHaveLength(6);
      expect(ranking.reduce((sum, score) => sum + score.confidence, 0)).toBeCloseTo(1, 12);
      expect([...ranking].sort((a, b) => b.confidence - a.confidence)).toEqual(ranking);
    }
    expect(classify(classifier, 'I lost my credit card')[0]!.category).toBe('lost_card');
    const czech = trainAndEvaluate(seedExamples(CZECH_TELCO, new Rng(3))).classifier;
    // Folded diacritics: typed without accents, still the outage.
    expect(classify(czech, 'nefunguje internet')[0]!.category).toBe('porucha_internetu');
  });

  it('keeps every fifth example of each category for testing and learns deterministically', () => {
    const examples = Array.from({ length: 12 }, (_, i) => ({
      text: `word${i}`,
      category: i % 2 ? 'b' : 'a',
    }));
    const { training, test } = splitHeldOut(examples);
    expect(test.map((example) => example.text)).toEqual(['word8', 'word9']);
    expect(training).toHaveLength(10);
    expect(train(examples)).toEqual(train(examples));
  });
});

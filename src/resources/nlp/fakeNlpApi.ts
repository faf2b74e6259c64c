import type { NlpApi } from './nlpApi';

/** The categories the fake model knows, with a keyword each; an utterance naming none is evenly unsure. */
export const FAKE_NLP_CATEGORIES = { lost_card: 'card', check_balance: 'balance', opening_hours: 'open' };

/** Fake twin of `createNlpApi`: a keyword model (as the platform answers: tokens, every category, best first). */
export function createFakeNlpApi(): NlpApi {
  return {
    testNlpModel: async ({ text }) => {
      const tokens = text
        .trim()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      const words = [...tokens, ...tokens.slice(1).map((word, index) => `${tokens[index]} ${word}`)];
      const weights = Object.entries(FAKE_NLP_CATEGORIES).map(([category, keyword]) => ({
        category,
        weight: tokens.includes(keyword) ? 8 : 1,
      }));
      const total = weights.reduce((sum, item) => sum + item.weight, 0);
      const ranking = weights
        .map(({ category, weight }) => ({ category, confidence: weight / total }))
        .sort((a, b) => b.confidence - a.confidence || a.category.localeCompare(b.category));
      return { data: { text: text.trim(), tokens: words, ranking } };
    },
  };
}

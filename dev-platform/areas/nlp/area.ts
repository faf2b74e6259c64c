import type { PlatformArea } from '../platformArea';
import { nlpApiRoutes } from './nlpApi';
import { seedNlp } from './seedNlp';

/** The NLP API under /nlp: datasets, categories, examples and models trained as tasks. */
export const area: PlatformArea = {
  name: 'nlp',
  register: ({ app, context, jobs }) => nlpApiRoutes(app, context, jobs),
  seed: { 240: seedNlp },
};

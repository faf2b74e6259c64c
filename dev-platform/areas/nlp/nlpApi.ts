import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../api/apiContext';
import type { JobRunner } from '../../jobs/jobRunner';
import { nlpDatasetRoutes } from './nlpDatasetRoutes';
import { nlpExampleRoutes } from './nlpExampleRoutes';
import { nlpModelRoutes } from './nlpModelRoutes';

/** The NLP API under `/nlp` (the console's `nlpApiUrl`): datasets, categories, examples, models (issue 16). */
export function nlpApiRoutes(app: FastifyInstance, context: ApiContext, runner: JobRunner) {
  nlpDatasetRoutes(app, context);
  nlpExampleRoutes(app, context);
  nlpModelRoutes(app, context, runner);
}

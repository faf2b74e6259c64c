import { NLP_LIMITS } from '../../../src/shared/nlpRules';
import type { Db } from '../../db/database';
import type { Job } from '../../jobs/jobRunner';
import { trainAndEvaluate, type LabelledText } from './classifier';
import { counted } from '../../../src/shared/counted';

/** The examples of a dataset with their categories, in a stable order (the held-out split depends on it). */
export function datasetExamples(db: Db, idDataset: number): LabelledText[] {
  return db
    .prepare(
      `SELECT e.text, c.name AS category FROM nlp_example e JOIN nlp_category c ON c.id = e.id_category
       WHERE c.id_dataset = ? ORDER BY c.name, e.id`,
    )
    .all(idDataset) as LabelledText[];
}

/** Why a dataset cannot be trained, or null. */
export function untrainable(examples: readonly LabelledText[]): string | null {
  const perCategory = new Map<string, number>();
  for (const { category } of examples) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  if (perCategory.size < NLP_LIMITS.minCategories)
    return `A model needs at least ${NLP_LIMITS.minCategories} categories with examples`;
  const thin = [...perCategory].filter(([, n]) => n < NLP_LIMITS.minExamples).map(([name]) => name);
  return thin.length > 0
    ? `Too few examples (fewer than ${NLP_LIMITS.minExamples}) in ${thin.join(', ')}`
    : null;
}

/**
 * Training as a background job: reads the dataset's examples, trains the classifier, measures it on the held-out
 * split and stores classifier, accuracy and confusion with the model; a dataset that cannot be trained leaves the
 * model failed and the task in error with the reason.
 */
export function nlpTrainingJob(options: {
  db: Db;
  idModel: number;
  idDataset: number;
  onSettled(): void;
}): Job {
  const { db, idModel } = options;
  return async (control) => {
    try {
      control.progress(10, 'Reading the examples');
      const examples = datasetExamples(db, options.idDataset);
      const problem = untrainable(examples);
      if (problem) throw new Error(problem);
      await new Promise((resolve) => setImmediate(resolve));
      control.progress(40, `Training on ${counted(examples.length, 'example')}`);
      const report = trainAndEvaluate(examples);
      db.prepare(
        `UPDATE nlp_model SET status = 'ready', accuracy = ?, train_count = ?, test_count = ?, confusion = ?,
           classifier = ?, trained = ? WHERE id = ?`,
      ).run(
        report.accuracy,
        report.trainCount,
        report.testCount,
        JSON.stringify(report.confusion),
        JSON.stringify(report.classifier),
        new Date().toISOString(),
        idModel,
      );
      const percent = Math.round(report.accuracy * 1000) / 10;
      return {
        resultUrl: null,
        description: `Accuracy ${percent} % on ${report.testCount} held-out examples`,
      };
    } catch (error) {
      db.prepare("UPDATE nlp_model SET status = 'failed' WHERE id = ?").run(idModel);
      throw error;
    } finally {
      options.onSettled();
    }
  };
}

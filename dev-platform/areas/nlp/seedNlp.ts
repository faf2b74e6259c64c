import { trainAndEvaluate, type LabelledText } from './classifier';
import { Rng } from '../../db/seed/prng';
import { DAY, insert, type SeedContext } from '../../db/seed/seedContext';
import { SEED_DATASETS, type SeedDatasetDef } from './seedNlpPhrases';

/** Examples per seeded category; the seeded models reach at least 90 % on their held-out split with these. */
export const SEED_EXAMPLES_PER_CATEGORY = 30;
// The NLP seed draws from its own generator so adding it changed no other seeded data.
const NLP_SEED = 16_016;

/**
 * The examples of a seeded dataset: each category's core phrases with openings and closings shared by every
 * category, without repeats, in a deterministic order.
 */
export function seedExamples(def: SeedDatasetDef, rng: Rng, perCategory = SEED_EXAMPLES_PER_CATEGORY) {
  const examples: LabelledText[] = [];
  for (const [category, cores] of Object.entries(def.categories)) {
    const texts = new Set<string>();
    // Every core phrase once, then random combinations until the category has its examples.
    for (const core of cores) texts.add(core);
    for (let attempt = 0; texts.size < perCategory && attempt < perCategory * 20; attempt++)
      texts.add(`${rng.pick(def.openings)}${rng.pick(cores)}${rng.pick(def.closings)}`);
    for (const text of rng.sample([...texts], texts.size)) examples.push({ text, category });
  }
  return examples;
}

/** Every tenant gets the English banking and Czech telco datasets, each with one model trained from it. */
export function seedNlp(ctx: SeedContext): void {
  const rng = new Rng(NLP_SEED);
  const now = ctx.now.toISOString();
  const trained = new Date(ctx.now.getTime() - DAY).toISOString();
  for (const tenant of ctx.tenants) {
    for (const def of SEED_DATASETS) {
      const examples = seedExamples(def, rng);
      const idDataset = insert(ctx.db, 'nlp_dataset', {
        id_tenant: tenant.id,
        language: def.language,
        name: def.name,
        description: def.description,
        version: 1,
        updated: now,
      });
      const categoryIds = new Map<string, number>();
      for (const category of Object.keys(def.categories))
        categoryIds.set(
          category,
          insert(ctx.db, 'nlp_category', { id_dataset: idDataset, name: category, updated: now }),
        );
      for (const example of examples)
        insert(ctx.db, 'nlp_example', {
          id_category: categoryIds.get(example.category)!,
          text: example.text,
          created: now,
        });
      const report = trainAndEvaluate(examples);
      insert(ctx.db, 'nlp_model', {
        id_tenant: tenant.id,
        id_dataset: idDataset,
        name: `${def.name} v1`,
        dataset_version: 1,
        status: 'ready',
        accuracy: report.accuracy,
        train_count: report.trainCount,
        test_count: report.testCount,
        confusion: report.confusion,
        classifier: report.classifier,
        created: trained,
        trained,
      });
    }
  }
}

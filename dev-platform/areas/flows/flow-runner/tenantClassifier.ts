import type { Db } from '../../../db/database';
import { classify, type Classifier } from '../../nlp/classifier';
import type { Classify } from './flowInput';

/**
 * Listen nodes classified by the tenant's own trained NLP models: the model the node names, else the tenant's most
 * recently trained one. Each classifier is read once per call; a model that is missing or not trained matches
 * nothing (the node's no-match path).
 */
export function tenantClassifier(db: Db, idTenant: number): Classify {
  const named = db.prepare(
    `SELECT classifier FROM nlp_model WHERE id_tenant = ? AND name = ? AND status = 'ready'
     ORDER BY trained DESC, id DESC LIMIT 1`,
  );
  const newest = db.prepare(
    `SELECT classifier FROM nlp_model WHERE id_tenant = ? AND status = 'ready' ORDER BY trained DESC, id DESC LIMIT 1`,
  );
  const cache = new Map<string, Classifier | undefined>();
  const load = (model: string | undefined) => {
    const key = model ?? '';
    if (!cache.has(key)) {
      const stored = (
        model === undefined ? newest.pluck().get(idTenant) : named.pluck().get(idTenant, model)
      ) as string | null | undefined;
      cache.set(key, stored ? (JSON.parse(stored) as Classifier) : undefined);
    }
    return cache.get(key);
  };
  return (text, model) => {
    const classifier = load(model);
    return classifier ? classify(classifier, text) : [];
  };
}

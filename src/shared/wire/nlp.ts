/** Wire types of the NLP API (`/nlp`): datasets per language, categories (intents), examples, models. */

/** A dataset of one language: categories with example utterances; `version` grows with every change. */
export interface NlpDataset {
  id: number;
  language: string;
  name: string;
  description: string;
  version: number;
  categoryCount: number;
  exampleCount: number;
  updated: string;
}

/** A category (intent) of a dataset, keyed by its name inside the dataset. */
export interface NlpCategory {
  /** The category's name: its key in URLs (`…/categories/{name}`). */
  id: string;
  /** `{language}~{datasetId}~{name}`, each part URL-encoded: the console's record id (composite key). */
  key: string;
  name: string;
  language: string;
  datasetId: number;
  exampleCount: number;
  updated: string;
}

/** One example utterance of a category. */
export interface NlpExample {
  id: number;
  text: string;
  category: string;
  language: string;
  datasetId: number;
  created: string;
}

/** Outcome of a CSV import: rows added, and the rows refused with their reason (row 1 is the first data row). */
export interface NlpImportResult {
  imported: number;
  /** One line for people: how many were imported, then each refused row. */
  summary: string;
  errors: { row: number; message: string }[];
}

export const NLP_MODEL_STATUSES = ['training', 'ready', 'failed'] as const;
export type NlpModelStatus = (typeof NLP_MODEL_STATUSES)[number];

/** Confusion between categories on the held-out split: `counts[actual][predicted]`, in `categories` order. */
export interface NlpConfusion {
  categories: string[];
  counts: number[][];
}

/** A model trained from one version of a dataset. */
export interface NlpModel {
  id: number;
  name: string;
  idDataset: number;
  datasetName: string;
  language: string;
  datasetVersion: number;
  status: NlpModelStatus;
  /** Accuracy on the held-out split, 0–1; null until trained. */
  accuracy: number | null;
  trainCount: number;
  testCount: number;
  confusion: NlpConfusion | null;
  idTask: number | null;
  created: string;
  trained: string | null;
}

/** One category's confidence for a tested utterance; the confidences of one answer sum to 1. */
export interface NlpScore {
  category: string;
  confidence: number;
}

/** `POST /nlp/models/{id}/test` answer: every category, best first. */
export interface NlpTestResult {
  text: string;
  tokens: string[];
  ranking: NlpScore[];
}

/** Wire types of knowledge bases (core API `/knowledge-base/…`), shared with the dev platform. */

type KnowledgeItemStatus = 'pending' | 'indexed' | 'failed';

export interface KnowledgeBase {
  id: number;
  name: string;
  description: string;
  idLanguage: number | null;
  languageName: string | null;
  idTenant: number;
  tenantName: string;
  fileCount: number;
  urlCount: number;
  created: string;
  updated: string;
}

export interface KnowledgeBaseFile {
  id: number;
  idKnowledgeBase: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  status: KnowledgeItemStatus;
  uploaded: string;
}

export interface KnowledgeBaseUrl {
  id: number;
  idKnowledgeBase: number;
  /** https only. */
  url: string;
  crawlDepth: number;
  status: KnowledgeItemStatus;
  lastCrawled: string | null;
  created: string;
}

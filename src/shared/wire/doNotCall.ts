/** Wire types of do-not-call lists (`/api/callbot/do-not-call-…`), shared by the console and the dev platform. */

export interface DoNotCallList {
  id: number;
  name: string;
  description: string;
  numberCount: number;
  created: string;
  updated: string;
}

/** One listed number; `expires` is its last listed day (YYYY-MM-DD, inclusive), null for good. */
export interface DoNotCallNumber {
  id: number;
  idList: number;
  phone: string;
  expires: string | null;
  /** Whether the number blocks calls today. */
  active: boolean;
  note: string;
  created: string;
}

/** The answer of a do-not-call import: how many numbers were added or updated. */
export interface DoNotCallImportResult {
  added: number;
  updated: number;
}

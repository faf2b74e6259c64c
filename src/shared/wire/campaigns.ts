/** Wire types of campaigns (`/api/callbot/campaigns…`), shared by the console and the dev platform. */

/** A campaign as lists show it; `progress` is the share of contacts processed (0–1). */
export interface CampaignSummary {
  id: number;
  name: string;
  idFolder: number | null;
  folderName: string | null;
  /** Unit-of-work status (SPEC §3), DEMO 0 … EXPIRED 10. */
  status: number;
  /** CAMPAIGN 0, LINE 1. */
  targetKind: number;
  /** PER_TIME 1, PER_CALL 2. */
  billingMode: number;
  idCallScript: number | null;
  flowName: string | null;
  /** First and last day (YYYY-MM-DD), null until scheduled. */
  startDate: string | null;
  endDate: string | null;
  contactCount: number;
  processed: number;
  progress: number;
  createdBy: string | null;
  created: string;
  updated: string;
}

/** One campaign with what blocks its planning (the validation call's answer, for the console's buttons). */
export interface CampaignDetail extends CampaignSummary {
  description: string;
  blockers: string[];
  plannable: boolean;
}

/** The validation call: whether the campaign may be planned, and what blocks it. */
export interface CampaignValidation {
  valid: boolean;
  blockers: string[];
}

/** One change of status, with who made it (null: the platform) and when. */
export interface CampaignStatusChange {
  id: number;
  idCampaign: number;
  fromStatus: number | null;
  toStatus: number;
  changedBy: string | null;
  created: string;
}

export interface CampaignContact {
  id: number;
  idCampaign: number;
  phone: string;
  firstname: string;
  lastname: string;
  email: string;
  /** The contact's own IANA zone; null: from its number, else the campaign's default. */
  timeZone: string | null;
  /** contactState, attempts so far and the last call's result (callResult). */
  state: number;
  attempts: number;
  lastResult: number | null;
  /** Why it is not dialled now (`WaitReason` of `src/shared/dialer/attemptRules.ts`) and from when it may be. */
  waitReason: string | null;
  nextAllowedAt: string | null;
  created: string;
}

/** A campaign's contacts counted by state (contactState keys), for its statistics. */
export type CampaignContactStates = Record<string, number>;

/** One refused row of an import: its line number in the file (the header is line 1) and why. */
export interface ContactImportError {
  line: number;
  phone: string;
  message: string;
}

/** A contacts import: its task, then how many rows were imported and which were refused. */
export interface ContactImport {
  id: number;
  idCampaign: number;
  /** The import's task; null for imports older than the task list. */
  idTask: number | null;
  fileName: string;
  /** Task status (SPEC §3 job status): NEW 0, RUNNING 1, DONE 2, ERROR 3. */
  status: number;
  imported: number;
  rejected: number;
  /** Why the whole file was refused (nothing imported), or null. */
  failure: string | null;
  errors: ContactImportError[];
  created: string;
}

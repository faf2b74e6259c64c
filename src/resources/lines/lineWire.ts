/**
 * Wire types of lines and suspicious entities (core API `/administration/lines`,
 * `/administration/suspicious-entities/lines`), shared with the dev platform, which imports them with `import type`.
 */

export type RiskLevel = 'Low' | 'Medium' | 'High';
export type TransferMode = 'Attend' | 'Blind';

/** The three suspicious-entity screens are one list with this required `kind` filter. */
export type SuspiciousKind = 'withoutMonitoring' | 'withoutBilling' | 'withFraud';

/** A line as listed and shown (also the item of the suspicious-entity lists). */
export interface Line {
  id: number;
  name: string;
  /** E.164, e.g. '+12125550100'. */
  phoneNumber: string;
  idDialModule: number;
  moduleName: string;
  /** The routing flow of inbound calls. */
  idCallScript: number | null;
  flowName: string | null;
  enabled: boolean;
  monitoring: boolean;
  idTariff: number | null;
  tariffName: string | null;
  billing: boolean;
  fraud: boolean;
  riskLevel: RiskLevel | null;
  transferMode: TransferMode;
  transferNumber: string | null;
  /** 0-2 (SPEC §3 "live-transcription 0-2"). */
  liveTranscription: number;
  maxChannels: number;
  queueSize: number;
  postcallAnalytics: boolean;
  lastRestart: string | null;
  created: string;
  updated: string;
  idTenant: number;
  tenantName: string;
}

/** `GET, PUT /administration/lines/{id}/monitoring`. */
export interface LineMonitoring {
  monitoring: boolean;
  maxFailedCalls: number | null;
  alertEmail: string | null;
}

/** `GET /administration/lines/{id}/recommended-monitoring`: a monitoring object and why it is recommended. */
export interface RecommendedMonitoring extends LineMonitoring {
  reason: string;
}

/** `GET, PUT /administration/lines/{id}/queue` (needs `Line/viewQueue`). */
export interface LineQueue {
  queueSize: number;
  maxWaitSeconds: number;
  announcePosition: boolean;
  /** Service-level target: this share of calls answered within `serviceLevelSeconds` (the wallboard). */
  serviceLevelPercent: number;
  serviceLevelSeconds: number;
}

/** `GET, PUT /administration/lines/{id}/postcall-analytics`. */
export interface PostcallAnalytics {
  enabled: boolean;
  summary: boolean;
  sentiment: boolean;
  keywords: string[];
}

/** `GET, PUT /administration/lines/{id}/ongoing-calls/configuration`; `transferNumber` '' or null for none. */
export interface OngoingCallsConfiguration {
  liveTranscription: number;
  transferMode: TransferMode;
  transferNumber: string | null;
  maxChannels: number;
}

/** Counts of one day (or of the whole range) of a line's statistics. */
export interface LineStatisticsCounts {
  calls: number;
  minutes: number;
  notPicked: number;
  picked: number;
  listenedToEnd: number;
  error: number;
}

/** `GET /administration/lines/{id}/statistics?from&to&timeZone`: one item per day of the range. */
export interface LineStatistics {
  items: (LineStatisticsCounts & { date: string })[];
  totals: LineStatisticsCounts;
}

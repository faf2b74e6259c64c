/**
 * Wire types of dial logs (core API `/calls-management/dial-logs`), shared with the dev platform, which imports
 * them with `import type` only.
 */

/** Call result of SPEC §3: NOT_PICKED -1, PICKED 1, LISTENED_TO_END 3, ERROR 11. */
export type CallResult = -1 | 1 | 3 | 11;

/** Process kind of SPEC §3: ROUTING 0, REGULAR 1, UNKNOWN 2, TESTING 3. */
export type ProcessKind = 0 | 1 | 2 | 3;

/** One dial log entry with the names of its line, module, campaign, flow and tenant; `duration` in seconds. */
export interface DialLog {
  id: number;
  idTenant: number;
  tenantName: string;
  idLine: number | null;
  lineName: string | null;
  idDialModule: number | null;
  moduleName: string | null;
  idCampaign: number | null;
  campaignName: string | null;
  idCallScript: number | null;
  flowName: string | null;
  /** The conversation of the call (conversation details route), when one was recorded. */
  guid: string | null;
  start: string;
  duration: number;
  result: CallResult;
  caller: string;
  callee: string;
  processKind: ProcessKind;
}

/** Wire types of demo calls (core API `/demo-call/…`), shared with the dev platform. */

export interface DemoCallGroup {
  id: number;
  name: string;
  description: string;
  idLine: number | null;
  lineName: string | null;
  /** Calendar day YYYY-MM-DD or null. */
  validUntil: string | null;
  callCount: number;
  idTenant: number;
  tenantName: string;
  created: string;
}

export interface DemoCall {
  id: number;
  name: string;
  /** E.164 number allowed to reach the demo. */
  phoneNumber: string;
  /** Four digits. */
  pin: string;
  idCallScript: number | null;
  flowName: string | null;
  idDemoCallGroup: number;
  groupName: string;
  callCount: number;
  lastCalled: string | null;
  created: string;
}

/** Wire types of an interactive flow test call (issue 33.5): the tester answers the robot live. */

/** Where the call is: the robot is working, it waits for the tester at a listen node, or the call is over. */
export type FlowTestCallState = 'running' | 'listening' | 'ended';

/** One SPEC §3 event of the call (flow event type), with the node that caused it. */
export interface FlowTestCallEvent {
  seq: number;
  type: number;
  text: string;
  node: string | null;
  /** A ROBOT prompt synthesised by the platform: its audio plays from `/designer/test-calls/{guid}/prompts/{seq}`. */
  audio: boolean;
}

/** An interactive test call as the API answers it and the hub's `TestCallChanged` pushes it. */
export interface FlowTestCall {
  guid: string;
  idCallScript: number;
  state: FlowTestCallState;
  /** The node running or waiting; null before the start and after the end. */
  activeNode: string | null;
  /** What the waiting listen node accepts, while `listening`. */
  accepts: 'speech' | 'dtmf' | 'speechOrDtmf' | null;
  /** How the call left the flow, once ended. */
  outcome: string | null;
  events: FlowTestCallEvent[];
  /** The finished conversation's timeline in the console. */
  conversationUrl: string;
}

/** The hub's `TestCallChanged` payload: delivered only to the user who started the call (`idUser`). */
export interface FlowTestCallChange {
  idUser: number;
  call: FlowTestCall;
}

/** Bounds of the tester's input, checked by the API. */
export const TEST_CALL_INPUT = { textMax: 500, digits: /^[0-9*#]{1,32}$/ } as const;

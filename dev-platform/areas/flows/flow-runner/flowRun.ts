import { ENUMERATIONS } from '../../../../src/shared/enumerations';
import type { Flow, FlowNode } from '../../../../src/shared/flow/flowModel';
import type { GrammarRecordContent } from '../../../../src/shared/flow/grammarRecords';
import type { CallerInput, Classify } from './flowInput';

export const FlowEventType = ENUMERATIONS.flowEventType.byKey;

/** One SPEC §3 flow event as the conversation timeline records it; `data.node` names the node that caused it. */
export interface FlowEvent {
  type: number;
  text: string;
  data: Record<string, unknown>;
}

export type ListenNode = Extract<FlowNode, { type: 'listen' }>;

/** What a run needs from the world around it: the caller, the NLP model, components, speech. */
export interface FlowRunOptions {
  emit: (event: FlowEvent) => void;
  /** Told of every node as the call enters it (a subflow's nodes with the components entered): the active node. */
  onNode?: (node: FlowNode, path: readonly string[]) => void;
  /** The caller's input while a listen node waits (typed text or DTMF in a test call, a script in simulations). */
  listen: (node: ListenNode) => Promise<CallerInput>;
  classify?: Classify;
  /** A component's flow by name, already read and parsed, for subflow nodes; undefined: unknown component. */
  component?: (name: string) => Flow | undefined;
  /** Whether the target of an attended transfer answers; by default it does. */
  transferAnswered?: (node: Extract<FlowNode, { type: 'transfer' }>) => boolean | Promise<boolean>;
  /** Audio of a say node's prompt (espeak-ng in the platform), kept with its ROBOT event. */
  synthesise?: (
    text: string,
    language?: string,
    voice?: string,
  ) => Promise<Record<string, unknown> | undefined>;
  /** The tenant's grammar record by name, for listen nodes' `grammarName`; undefined: unknown grammar. */
  grammar?: (name: string) => GrammarRecordContent | undefined;
  /** The tenant's audio asset by name, for playAudio nodes; its description is kept with the AUDIO_PLAY event. */
  audio?: (name: string) => PlayedAudio | undefined;
  variables?: Record<string, string>;
  /** Stops a run that loops (a validated flow waits for the caller in every loop, a scripted caller may not end). */
  maxSteps?: number;
  signal?: AbortSignal;
}

/** An audio asset as an AUDIO_PLAY event records it: the recording mixes its bytes in by `idAudioAsset`. */
export interface PlayedAudio {
  idAudioAsset: number;
  mimeType: string;
  bytes: number;
  durationMs: number | null;
}

/** How a call left the flow. */
export type FlowOutcome = 'hangup' | 'transferred' | 'agent' | 'error' | 'canceled';

/** Where a node leads: out through a port, out of the call, or back to the flow that called this subflow. */
export type NodeResult = { port: string } | { outcome: FlowOutcome } | { returned: true };

/** The state of one call's run. */
export interface FlowRun {
  options: FlowRunOptions;
  /** Runs a component's graph within this run (a subflow). */
  enter: (flow: Flow) => Promise<NodeResult>;
  variables: Record<string, string>;
  steps: number;
  /** Subflows entered, for the nesting bound and the events' `path`. */
  path: string[];
}

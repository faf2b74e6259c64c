/** One value of an enumeration: its SPEC §3 name (also the i18n key suffix), wire value and icon name. */
interface EnumerationValue {
  readonly key: string;
  readonly value: number | string;
  /** A name of the console's icon catalogue (`src/resources/framework/iconNames.ts`). */
  readonly icon: string;
}

type Entries = Readonly<Record<string, readonly [value: number | string, icon: string]>>;

/** `enum` fields hold one value; `flags` fields hold a sum of bit values. */
export interface Enumeration<E extends Entries = Entries> {
  readonly kind: 'enum' | 'flags';
  /** The values in declaration order. */
  readonly values: readonly EnumerationValue[];
  /** Key → wire value, with literal types: `ENUMERATIONS.taskStatus.byKey.DONE` is `2`. */
  readonly byKey: { readonly [K in keyof E]: E[K][0] };
}

const enumeration = <const E extends Entries>(kind: Enumeration['kind'], entries: E): Enumeration<E> =>
  Object.freeze({
    kind,
    values: Object.freeze(Object.entries(entries).map(([key, [value, icon]]) => ({ key, value, icon }))),
    byKey: Object.freeze(
      Object.fromEntries(Object.entries(entries).map(([key, [value]]) => [key, value])),
    ) as Enumeration<E>['byKey'],
  });

/**
 * Every enumeration of SPEC §3, with its wire values and an icon per value; shared by the console and the dev
 * platform. Labels are the i18n keys `enums.{name}.{key}` (English texts in `src/i18n/resourceMessages.ts`).
 */
export const ENUMERATIONS = {
  workStatus: enumeration('enum', {
    DEMO: [0, 'testing'],
    CREATED: [1, 'add'],
    WAITING_FOR_PAYMENT: [2, 'payment'],
    WAITING_FOR_APPROVAL: [3, 'approval'],
    TO_REPAIR: [4, 'repair'],
    PLANNED: [5, 'schedule'],
    DENIED: [6, 'block'],
    STOPPED: [7, 'stop'],
    IN_PROGRESS: [8, 'running'],
    FINISHED: [9, 'done'],
    EXPIRED: [10, 'timer'],
  }),
  processKind: enumeration('enum', {
    ROUTING: [0, 'route'],
    REGULAR: [1, 'repeat'],
    UNKNOWN: [2, 'unknown'],
    TESTING: [3, 'testing'],
  }),
  billingMode: enumeration('enum', {
    PER_TIME: [1, 'timer'],
    PER_CALL: [2, 'phone'],
  }),
  targetKind: enumeration('enum', {
    CAMPAIGN: [0, 'campaigns'],
    LINE: [1, 'lines'],
  }),
  channel: enumeration('flags', {
    VOICE: [1, 'voice'],
    CHAT: [2, 'chat'],
    RPA: [4, 'rpa'],
  }),
  flowEventType: enumeration('enum', {
    START: [0, 'running'],
    PICKUP: [1, 'phoneTalk'],
    HANGUP: [2, 'callEnd'],
    ROBOT: [3, 'robot'],
    AUDIO_PLAY: [4, 'audio'],
    HUMAN: [5, 'person'],
    TONE_IN: [6, 'input'],
    SMS_SENT: [7, 'sms'],
    ERROR: [8, 'error'],
    EMAIL_SENT: [9, 'email'],
    TONE_OUT: [10, 'output'],
    CALL_TRANSFER: [11, 'transfer'],
    DEBUG: [12, 'debug'],
    WARNING: [13, 'warning'],
    SUBFLOW_START: [14, 'split'],
    SUBFLOW_END: [15, 'done'],
    AGENT: [16, 'agent'],
  }),
  scheduleKind: enumeration('enum', {
    CUSTOM: [0, 'edit'],
    OPENING_TIMES: [1, 'schedule'],
  }),
  callResult: enumeration('enum', {
    NOT_PICKED: [-1, 'phoneOff'],
    PICKED: [1, 'phoneTalk'],
    LISTENED_TO_END: [3, 'hearing'],
    ERROR: [11, 'error'],
  }),
  /** The campaign dialer's mode (issue 35): who waits for whom, and how many calls ring per free agent. */
  dialerMode: enumeration('enum', {
    PREVIEW: [0, 'person'],
    PROGRESSIVE: [1, 'phone'],
    PREDICTIVE: [2, 'sync'],
    AGENTLESS: [3, 'robot'],
  }),
  /** Where a campaign contact stands (`src/shared/dialer/attemptRules.ts`); the last four are final. */
  contactState: enumeration('enum', {
    PENDING: [0, 'pending'],
    RETRY: [1, 'repeat'],
    CALLING: [2, 'call'],
    COMPLETED: [3, 'doneAll'],
    REACHED: [4, 'done'],
    UNREACHED: [5, 'phoneOff'],
    BLOCKED: [6, 'block'],
  }),
  /** Why a campaign contact is not dialled now (the engine's `WaitReason`). */
  waitReason: enumeration('enum', {
    outsideWindow: ['outsideWindow', 'schedule'],
    retryLater: ['retryLater', 'timer'],
    doNotCall: ['doNotCall', 'block'],
    numberAttempts: ['numberAttempts', 'repeat'],
    final: ['final', 'done'],
  }),
  endpointType: enumeration('enum', {
    SIPClient: ['SIPClient', 'phone'],
    ProxySIPClient: ['ProxySIPClient', 'router'],
    LiveTranslate: ['LiveTranslate', 'language'],
  }),
  comparisonResult: enumeration('enum', {
    IDENTICAL: [1, 'check'],
    ONLY_ON_MASTER: [2, 'onlyHere'],
    ONLY_ON_SLAVE: [3, 'onlyThere'],
    DIFFERENT: [4, 'difference'],
  }),
  auditAction: enumeration('enum', {
    READ: [1, 'read'],
    CREATE: [2, 'add'],
    UPDATE: [3, 'edit'],
    DELETE: [4, 'delete'],
    OTHER: [5, 'unknown'],
  }),
  limitKind: enumeration('enum', {
    OTHER: [0, 'unknown'],
    SLA: [1, 'verified'],
    LICENSE_VOICEBOT: [2, 'voice'],
    LICENSE_CHATBOT: [3, 'chat'],
    LICENSE_EMAILBOT: [4, 'email'],
    LICENSE_LIVE_TRANSLATE: [5, 'language'],
    LICENSE_AGENT_ASSIST: [6, 'agent'],
  }),
  enforcementLevel: enumeration('enum', {
    NEVER: [0, 'check'],
    WARNING: [1, 'warning'],
    RESTRICTION: [2, 'lowRisk'],
    BLOCK: [3, 'block'],
  }),
  taskStatus: enumeration('enum', {
    NEW: [0, 'pending'],
    RUNNING: [1, 'running'],
    DONE: [2, 'done'],
    ERROR: [3, 'error'],
    CANCELED: [4, 'cancel'],
  }),
  providerKind: enumeration('enum', {
    SMS: [0, 'sms'],
    GSM_SHIELD: [1, 'sim'],
    SIP_CLIENT: [2, 'phone'],
    CISCO: [3, 'lan'],
    PROMETHIST: [4, 'robot'],
    PROXY_SIP_CLIENT: [5, 'router'],
    LIVE_TRANSLATE: [6, 'language'],
  }),
  notificationType: enumeration('enum', {
    CreateTask: ['CreateTask', 'taskAdd'],
    UpdateTask: ['UpdateTask', 'task'],
    DeleteTask: ['DeleteTask', 'taskRemove'],
    Notify: ['Notify', 'notify'],
    CallChanged: ['CallChanged', 'call'],
    CallRemoved: ['CallRemoved', 'callEnd'],
  }),
  riskLevel: enumeration('enum', {
    Low: ['Low', 'lowRisk'],
    Medium: ['Medium', 'mediumRisk'],
    High: ['High', 'highRisk'],
  }),
  transferMode: enumeration('enum', {
    Attend: ['Attend', 'headset'],
    Blind: ['Blind', 'transfer'],
  }),
  // SPEC §3 "small further enumerations": component/subflow/voice 1-3, component/flow 1-2,
  // risk-level/live-transcription/call-transfer 0-2.
  assetKind: enumeration('enum', {
    COMPONENT: [1, 'component'],
    SUBFLOW: [2, 'split'],
    VOICE: [3, 'voice'],
  }),
  scriptKind: enumeration('enum', {
    COMPONENT: [1, 'component'],
    FLOW: [2, 'flows'],
  }),
  /** The content a new flow or component starts from (`src/shared/flow/flowTemplates.ts`). */
  flowTemplate: enumeration('enum', {
    EMPTY: ['empty', 'add'],
    MENU: ['menu', 'split'],
    COLLECT_AND_TRANSFER: ['collectAndTransfer', 'transfer'],
  }),
  agentAssistFeature: enumeration('enum', {
    RISK_LEVEL: [0, 'mediumRisk'],
    LIVE_TRANSCRIPTION: [1, 'subtitles'],
    CALL_TRANSFER: [2, 'transfer'],
  }),
} as const;

export type EnumerationName = keyof typeof ENUMERATIONS;

/** Names a configuration may use in `"enumeration": …`. */
export const ENUMERATION_NAMES = Object.keys(ENUMERATIONS) as EnumerationName[];

/** The i18n key of an enumeration value's label. */
export const enumerationLabelKey = (name: string, key: string) => `enums.${name}.${key}`;

/** The key of a wire value (`keyOf(ENUMERATIONS.taskStatus, 2)` is `'DONE'`), or undefined for unknown values. */
export const keyOf = (enumeration: Enumeration, value: unknown): string | undefined =>
  enumeration.values.find((item) => item.value === value)?.key;

/** Job/task status (SPEC §3): NEW 0, RUNNING 1, DONE 2, ERROR 3, CANCELED 4. */
export const TaskStatus = ENUMERATIONS.taskStatus.byKey;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

import type { ApiRequest } from '../../../providers/api/apiRequest';
import type { FlowTestCall } from '../../../shared/wire/flowTestCall';

/** What an interactive test call runs: the newest version, a version, or the designer's unsaved content. */
export interface FlowTestCallStart {
  idCallScript: number;
  version?: number;
  content?: unknown;
  variables?: Record<string, string>;
}

/** The tester's answer: typed speech or DTMF keys. */
export type FlowTestCallInput = { text: string } | { digits: string };

/** Calls of the interactive flow test call (issue 33.5); failures are shown in the panel, not as notifications. */
export interface FlowTestCallApi {
  startFlowTestCall(start: FlowTestCallStart): Promise<{ data: FlowTestCall }>;
  sendFlowTestCallInput(guid: string, input: FlowTestCallInput): Promise<{ data: FlowTestCall }>;
  endFlowTestCall(guid: string): Promise<{ data: FlowTestCall }>;
  /** A synthesised prompt's audio (a WAV). */
  getFlowTestCallPrompt(guid: string, seq: number): Promise<{ data: Blob }>;
}

const callPath = (guid: string) => `/designer/test-calls/${encodeURIComponent(guid)}`;

export function createFlowTestCallApi(request: ApiRequest): FlowTestCallApi {
  return {
    startFlowTestCall: async ({ idCallScript, ...body }) => ({
      data: await request.json<FlowTestCall>(
        'POST',
        `/designer/flows/${idCallScript}/interactive-test-call`,
        {
          body,
          silent: true,
        },
      ),
    }),
    sendFlowTestCallInput: async (guid, input) => ({
      data: await request.json<FlowTestCall>('POST', `${callPath(guid)}/input`, {
        body: input,
        silent: true,
      }),
    }),
    endFlowTestCall: async (guid) => ({
      data: await request.json<FlowTestCall>('POST', `${callPath(guid)}/end`, { body: {}, silent: true }),
    }),
    getFlowTestCallPrompt: async (guid, seq) => ({
      data: (await request.file(`${callPath(guid)}/prompts/${seq}`)).blob,
    }),
  };
}

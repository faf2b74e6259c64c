import type { NlpTestResult } from '../../shared/wire/nlp';
import type { ApiRequest } from '../../providers/api/apiRequest';

/** Calls of the NLP tester beyond its resources' lists, details and forms (on the NLP API base). */
export interface NlpApi {
  /** Classifies an utterance with a trained model: every category with its confidence, best first. */
  testNlpModel(params: { id: number; text: string }): Promise<{ data: NlpTestResult }>;
}

export function createNlpApi(request: ApiRequest): NlpApi {
  return {
    testNlpModel: async ({ id, text }) => ({
      data: await request.json<NlpTestResult>('POST', `/models/${encodeURIComponent(id)}/test`, {
        base: 'nlp',
        body: { text },
        // The test box shows the failure next to the utterance.
        silent: true,
      }),
    }),
  };
}

// @vitest-environment node
import { parseFlow } from '../../../src/shared/flow/parseFlow';
import { validateFlow } from '../../../src/shared/flow/validateFlow';
import { callbackFlow } from './seedCallbackFlow';
import { menuFlow } from './seedMenuFlow';

describe('the seeded designed flows', () => {
  it.each([menuFlow, callbackFlow])(
    '%o is a valid flow of the model: every port connected, every node reachable',
    (seeded) => {
      const { flow, problems } = parseFlow(JSON.parse(JSON.stringify(seeded())));
      expect(problems).toEqual([]);
      expect(validateFlow(flow!)).toEqual([]);
    },
  );
});

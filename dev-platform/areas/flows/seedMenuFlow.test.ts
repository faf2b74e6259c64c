// @vitest-environment node
import { parseFlow } from '../../../src/shared/flow/parseFlow';
import { validateFlow } from '../../../src/shared/flow/validateFlow';
import { menuFlow } from './seedMenuFlow';

describe('the seeded menu flow', () => {
  it('is a valid flow of the model: every port connected, every node reachable', () => {
    const { flow, problems } = parseFlow(JSON.parse(JSON.stringify(menuFlow())));
    expect(problems).toEqual([]);
    expect(validateFlow(flow!)).toEqual([]);
  });
});

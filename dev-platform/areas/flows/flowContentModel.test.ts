// @vitest-environment node
import { readFlow } from '../../../src/shared/flow/upgradeFlow';
import { validateFlow } from '../../../src/shared/flow/validateFlow';
import { Rng } from '../../db/seed/prng';
import { COMPONENT_NAMES } from '../../db/seed/names';
import { flowContent, nextFlowVersion } from './flowContent';

describe('seeded flow contents in the flow model', () => {
  it('read as valid flows, first versions and every later edit alike', () => {
    const rng = new Rng(33);
    for (let flow = 0; flow < 40; flow++) {
      const components = rng.sample(COMPONENT_NAMES, rng.int(0, 2));
      let content = flowContent(rng, `Flow ${flow}`, components);
      for (let version = 0; version < 6; version++) {
        const { flow: read, problems } = readFlow(content);
        expect(problems).toEqual([]);
        expect(validateFlow(read!, { components: COMPONENT_NAMES })).toEqual([]);
        content = nextFlowVersion(rng, content).content;
      }
    }
  });
});

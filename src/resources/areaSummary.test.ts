// @vitest-environment node
import { summarizeArea } from './areaSummary';
import { defineArea } from './defineArea';
import { area as flowsArea } from './flows/manifest';

describe('summarizeArea', () => {
  it("carries the texts an area gives another area's resources, which show before it loads", () => {
    // An area's action on flows shows its label on the flows detail while only the flows area is loaded.
    const lending = defineArea({
      name: 'lending',
      order: 1,
      messages: { resources: { flows: { actions: { lend: 'Lend' } }, lendings: { name: 'Lending' } } },
    });
    expect(summarizeArea(lending).messages).toMatchObject({
      resources: { flows: { actions: { lend: 'Lend' } } },
    });
  });

  it("leaves an area's own resource texts to the area, apart from their names", () => {
    const summary = summarizeArea(flowsArea);
    const flows = (summary.messages as { resources?: Record<string, Record<string, unknown>> }).resources
      ?.flows;
    expect(flows?.name).toBeDefined();
    expect(flows?.fields).toBeUndefined();
  });
});

// @vitest-environment node
import { summarizeArea } from './areaSummary';
import { area as conversationsArea } from './conversations/manifest';
import { area as flowsArea } from './flows/manifest';

describe('summarizeArea', () => {
  it("carries the texts an area gives another area's resources, which show before it loads", () => {
    // The flows detail offers the conversations area's "Test call" while only the flows area is loaded.
    const summary = summarizeArea(conversationsArea);
    expect(summary.messages).toMatchObject({
      resources: { flows: { actions: { testCall: 'Test call' }, fields: { phoneNumber: 'Phone number' } } },
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

// @vitest-environment node
import { FLOW_TEMPLATES, flowFromTemplate } from './flowTemplates';
import { parseFlow } from './parseFlow';
import { validateFlow } from './validateFlow';

describe('flow templates', () => {
  it.each(FLOW_TEMPLATES)('%s parses strictly and passes every validator rule', (template) => {
    const flow = flowFromTemplate(template, 'New flow', 'en-GB');
    expect(parseFlow(flow).problems).toEqual([]);
    expect(validateFlow(flow, { components: [] })).toEqual([]);
    expect(flow.name).toBe('New flow');
  });

  it('offers the three templates of the create form', () => {
    expect(FLOW_TEMPLATES).toEqual(['empty', 'menu', 'collectAndTransfer']);
  });

  it('builds a menu that listens for three intents, each with its own path', () => {
    const flow = flowFromTemplate('menu', 'Menu');
    const menu = flow.nodes.find((node) => node.type === 'listen');
    expect(menu).toMatchObject({ intents: ['sales', 'support', 'billing'] });
    const ports = flow.edges.filter((edge) => edge.from === menu?.id).map((edge) => edge.port);
    expect(ports).toEqual(['intent:sales', 'intent:support', 'intent:billing', 'noMatch', 'timeout']);
    expect(flow.nodes.some((node) => 'language' in node)).toBe(false);
  });

  it('puts the language on the say nodes when one is given', () => {
    const flow = flowFromTemplate('collectAndTransfer', 'Collect', 'cs-CZ');
    const says = flow.nodes.filter((node) => node.type === 'say');
    expect(says.length).toBe(2);
    expect(says.every((node) => node.type === 'say' && node.language === 'cs-CZ')).toBe(true);
  });
});

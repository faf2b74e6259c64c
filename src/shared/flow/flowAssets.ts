import type { Flow } from './flowModel';

/** What a flow's nodes use (issue 33.6): the relations of its current version. */
export interface FlowAssets {
  /** Components (and flows) run as subflows, by name. */
  components: string[];
  /** Languages its prompts are spoken in (BCP 47 codes). */
  languages: string[];
  /** Grammar records its listen nodes match, by name. */
  grammars: string[];
  /** Audio assets it plays, by name. */
  audio: string[];
  /** NLP models its listen nodes classify with (none named: the tenant's newest). */
  models: string[];
  /** Variables it reads (`{{name}}`, conditions) or sets. */
  variables: string[];
}

const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;
const sorted = (values: Iterable<string>) => [...new Set(values)].filter((value) => value !== '').sort();

/** The assets of a flow, each list sorted and without repeats. */
export function flowAssets(flow: Flow): FlowAssets {
  const assets = {
    components: [],
    languages: [],
    grammars: [],
    audio: [],
    models: [],
    variables: [],
  } as {
    [K in keyof FlowAssets]: string[];
  };
  const texts = (...values: (string | undefined)[]) => {
    for (const value of values)
      for (const [, name] of (value ?? '').matchAll(VARIABLE)) assets.variables.push(name!);
  };
  for (const node of flow.nodes) {
    switch (node.type) {
      case 'subflow':
        assets.components.push(node.component);
        break;
      case 'say':
        if (node.language) assets.languages.push(node.language);
        texts(node.text);
        break;
      case 'playAudio':
        assets.audio.push(node.audio);
        break;
      case 'listen':
        if (node.model) assets.models.push(node.model);
        if (node.grammarName) assets.grammars.push(node.grammarName);
        break;
      case 'condition':
        assets.variables.push(node.variable);
        texts(node.value);
        break;
      case 'setVariable':
        assets.variables.push(node.variable);
        texts(node.value);
        break;
      case 'sendSms':
        texts(node.to, node.text);
        break;
      case 'sendEmail':
        texts(node.to, node.subject, node.text);
        break;
      default:
        break;
    }
  }
  return {
    components: sorted(assets.components),
    languages: sorted(assets.languages),
    grammars: sorted(assets.grammars),
    audio: sorted(assets.audio),
    models: sorted(assets.models),
    variables: sorted(assets.variables),
  };
}

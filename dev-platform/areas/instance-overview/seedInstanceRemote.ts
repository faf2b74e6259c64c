import type { ComparisonKind, InstanceItem } from '../../../src/shared/wire/instances';
import { readItems } from './instanceItems';
import { writeItems } from './instanceItemWrites';
import type { Db } from '../../db/database';

/*
 * The remote instance's data: this instance's tenants, and its grammars, languages and components partly changed,
 * so every comparison shows all four results. Derived from the (deterministic) local seed with fixed rules, so it
 * is deterministic too and takes a few milliseconds.
 */

/** Items the remote instance has and this one has not (ONLY_ON_SLAVE). */
const REMOTE_ONLY: Record<ComparisonKind, InstanceItem[]> = {
  languages: [
    {
      key: 'is-IS',
      name: 'Icelandic',
      content: { name: 'Icelandic', ttsVoice: 'is-IS-Gudrun', enabled: true },
    },
  ],
  grammars: [
    {
      key: 'Loyalty programme',
      name: 'Loyalty programme',
      content: {
        description: 'Staging only',
        kind: 'keywords',
        language: null,
        content: 'loyalty: points, card',
      },
    },
  ],
  components: [
    {
      key: 'Staging survey',
      name: 'Staging survey',
      content: { description: 'Staging only', channels: 1, content: { nodes: [] } },
    },
  ],
};

/** The remote variant of the n-th item: every fourth is missing, every fourth (offset 2) differs. */
function remoteVariant(item: InstanceItem, index: number): InstanceItem | null {
  if (index % 4 === 1) return null;
  if (index % 4 !== 2) return item;
  const content = { ...item.content };
  if (typeof content.content === 'string') content.content = `${content.content}\n# edited on staging`;
  else if ('ttsVoice' in content) content.ttsVoice = `${String(content.ttsVoice)}-Staging`;
  else content.description = `${String(content.description)} (staging)`;
  return { ...item, content };
}

export function seedInstanceRemote(remote: Db, local: Db): void {
  const tenants = local.prepare('SELECT * FROM tenant ORDER BY id').all() as Record<string, unknown>[];
  remote.transaction(() => {
    for (const tenant of tenants) {
      const columns = Object.keys(tenant);
      remote
        .prepare(`INSERT INTO tenant (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .run(...columns.map((column) => tenant[column] as string | number | null));
    }
    const variants = (items: InstanceItem[]) =>
      items.map(remoteVariant).filter((item): item is InstanceItem => item !== null);
    // The platform seeds a remote database it creates itself (on demand, when its file is missing): no caller.
    const writer = { system: 'remote instance seed' };
    writeItems(
      remote,
      'languages',
      0,
      [...variants(readItems(local, 'languages', 0)), ...REMOTE_ONLY.languages],
      writer,
    );
    for (const { id } of tenants as { id: number }[])
      for (const kind of ['grammars', 'components'] as const)
        writeItems(remote, kind, id, [...variants(readItems(local, kind, id)), ...REMOTE_ONLY[kind]], writer);
  })();
}

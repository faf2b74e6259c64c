import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt?: number;
}

/**
 * oidc-provider's storage for the stand-in identity provider: in memory, since its sessions need not survive a
 * restart (oidc-provider's own quick-start adapter prints a production warning on every start).
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();

  readonly adapterFor = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const read = (id: string) => {
      const entry = this.entries.get(key(id));
      if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
        this.entries.delete(key(id));
        return undefined;
      }
      return entry;
    };
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...this.entries.entries()].find(
        ([name, entry]) => name.startsWith(`${model}:`) && entry.payload[field] === value,
      )?.[1].payload;
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), {
          payload,
          expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined,
        });
      },
      find: async (id) => read(id)?.payload,
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const entry = read(id);
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        this.entries.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [name, entry] of this.entries)
          if (entry.payload.grantId === grantId) this.entries.delete(name);
      },
    };
  };
}

import { describe, expect, it } from 'vitest';
import { PendingSignIns } from './pendingSignIns';

describe('PendingSignIns', () => {
  it('keeps a sign-in past its password for ten minutes, then forgets it', () => {
    let now = 1_000;
    const pending = new PendingSignIns(() => now);
    pending.set('uid-1', { stage: 'code', accountId: '7', username: 'ada', since: now });
    expect(pending.get('uid-1')).toMatchObject({ stage: 'code', accountId: '7' });
    expect(pending.get('uid-2')).toBeUndefined();
    now += 10 * 60_000 + 1;
    expect(pending.get('uid-1')).toBeUndefined();
  });

  it('ends with the sign-in', () => {
    const pending = new PendingSignIns();
    pending.set('uid-1', { stage: 'codes', accountId: '7', username: 'ada', since: Date.now(), codes: [] });
    pending.delete('uid-1');
    expect(pending.get('uid-1')).toBeUndefined();
  });
});

// @vitest-environment node
import { passwordExpiryNotice } from './passwordExpiry';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const expiring = (offsetMs: number, warnDays = 7) => ({
  type: 'WARNING' as const,
  expiresAt: new Date(NOW + offsetMs).toISOString(),
  warnDays,
});

describe('passwordExpiryNotice', () => {
  it('warns when the days left are at most warnDays', () => {
    expect(passwordExpiryNotice(expiring(3 * DAY), NOW)).toEqual({ kind: 'expiring', days: 3 });
    expect(passwordExpiryNotice(expiring(7 * DAY), NOW)).toEqual({ kind: 'expiring', days: 7 });
    expect(passwordExpiryNotice(expiring(7 * DAY + 1), NOW)).toEqual({ kind: 'none' });
  });

  it('counts partial days up', () => {
    expect(passwordExpiryNotice(expiring(2 * DAY + 60_000), NOW)).toEqual({ kind: 'expiring', days: 3 });
    expect(passwordExpiryNotice(expiring(60_000), NOW)).toEqual({ kind: 'expiring', days: 1 });
  });

  it('reports an expired password and never counts below 0', () => {
    expect(passwordExpiryNotice(expiring(0), NOW)).toEqual({ kind: 'expired' });
    expect(passwordExpiryNotice(expiring(-30 * DAY), NOW)).toEqual({ kind: 'expired' });
  });

  it('shows nothing for NEVER, a missing or broken date, or a broken warn period', () => {
    expect(
      passwordExpiryNotice({ type: 'NEVER', expiresAt: new Date(NOW).toISOString(), warnDays: 7 }, NOW),
    ).toEqual({ kind: 'none' });
    expect(passwordExpiryNotice({ type: 'WARNING', expiresAt: null, warnDays: 7 }, NOW)).toEqual({
      kind: 'none',
    });
    expect(passwordExpiryNotice({ type: 'WARNING', expiresAt: 'soon', warnDays: 7 }, NOW)).toEqual({
      kind: 'none',
    });
    expect(passwordExpiryNotice(expiring(DAY, -1), NOW)).toEqual({ kind: 'none' });
    expect(passwordExpiryNotice(null, NOW)).toEqual({ kind: 'none' });
  });

  it('with warnDays 0 warns only once the password has expired', () => {
    expect(passwordExpiryNotice(expiring(DAY, 0), NOW)).toEqual({ kind: 'none' });
    expect(passwordExpiryNotice(expiring(-1, 0), NOW)).toEqual({ kind: 'expired' });
  });
});

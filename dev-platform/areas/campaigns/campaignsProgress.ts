import { WorkStatus } from '../../../src/shared/campaignRules';
import type { HubTarget } from '../../../src/shared/liveEvents';
import type { Db } from '../../db/database';
import { setCampaignStatus } from './campaignsStatus';
import { loadCampaignDialer, type BlockedNumbers, type CampaignDialer } from './dialer/campaignDialer';
import type { DialerDeps } from './dialer/dialerEngine';
import { platformCalls } from './dialer/platformCalls';
import { blockedNumbers as doNotCallNumbers } from '../do-not-call/doNotCallLookup';

/** At most this many running campaigns move on per step, platform-wide (the oldest updates first). */
export const MAX_ADVANCED_CAMPAIGNS = 20;

export interface CampaignProgress {
  /**
   * One step: planned campaigns past their last day expire; every running campaign's dialer ends, connects and places
   * calls (`dialer/dialerEngine.ts`), and one done with all its contacts finishes.
   */
  tick(): void;
  stop(): void;
}

interface RunningRow {
  id: number;
  id_tenant: number;
  processed: number;
}

/**
 * Running (IN_PROGRESS) campaigns dial on a timer while the platform runs, with simulated calls (the
 * `CAMPAIGN_PROGRESS_MS` setting, off in tests unless one starts it); every change goes out as `RecordChanged`, so
 * open lists and details refresh, and a campaign whose every contact is in a final state becomes FINISHED. Each
 * running campaign keeps its dialer in memory (calls in flight); the clock, the calls and the do-not-call lookup are
 * injectable for tests.
 */
export function startCampaignProgress(options: {
  db: Db;
  publish(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  intervalMs: number;
  now?: () => Date;
  /** How each call goes; by default the platform's simulated telephony. */
  simulate?: DialerDeps['simulate'];
  blockedNumbers?: BlockedNumbers;
}): CampaignProgress {
  const { db, publish, intervalMs } = options;
  const now = options.now ?? (() => new Date());
  const simulate = options.simulate ?? platformCalls(Math.random, intervalMs);
  const blockedNumbers = options.blockedNumbers ?? doNotCallNumbers;
  const dialers = new Map<number, CampaignDialer>();
  const running = db.prepare(
    'SELECT c.id, c.id_tenant, c.processed FROM campaign c WHERE c.status = ? ORDER BY c.updated, c.id LIMIT ?',
  );
  const advance = db.prepare('UPDATE campaign SET processed = ?, updated = ? WHERE id = ?');

  const overdue = db.prepare(
    'SELECT id, id_tenant FROM campaign WHERE status = ? AND end_date < ? ORDER BY id LIMIT ?',
  );

  const progress: CampaignProgress = {
    tick() {
      // A planned campaign whose last day has passed never ran: the platform marks it expired.
      const today = now().toISOString().slice(0, 10);
      const expired = overdue.all(WorkStatus.PLANNED, today, MAX_ADVANCED_CAMPAIGNS) as {
        id: number;
        id_tenant: number;
      }[];
      for (const row of expired) {
        setCampaignStatus(db, row.id, WorkStatus.PLANNED, WorkStatus.EXPIRED, null);
        publish(row.id_tenant, 'RecordChanged', {
          path: '/callbot/campaigns',
          id: String(row.id),
          type: 'updated',
        });
      }
      const rows = running.all(WorkStatus.IN_PROGRESS, MAX_ADVANCED_CAMPAIGNS) as RunningRow[];
      // A campaign no longer running drops its dialer: resumed, it reloads its parts and contacts.
      for (const id of dialers.keys()) if (!rows.some((row) => row.id === id)) dialers.delete(id);
      for (const row of rows) {
        let dialer = dialers.get(row.id);
        if (!dialer) {
          dialer = loadCampaignDialer(db, row.id, { now, simulate, blockedNumbers });
          dialers.set(row.id, dialer);
        }
        const processed = dialer.step();
        const done = dialer.engine.done;
        if (processed === row.processed && !done) continue;
        db.transaction(() => {
          advance.run(processed, now().toISOString(), row.id);
          if (done) setCampaignStatus(db, row.id, WorkStatus.IN_PROGRESS, WorkStatus.FINISHED, null);
        })();
        if (done) dialers.delete(row.id);
        publish(row.id_tenant, 'RecordChanged', {
          path: '/callbot/campaigns',
          id: String(row.id),
          type: 'updated',
        });
      }
    },
    stop() {
      clearInterval(timer);
    },
  };
  const timer = setInterval(() => progress.tick(), intervalMs);
  timer.unref();
  return progress;
}

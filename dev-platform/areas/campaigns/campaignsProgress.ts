import { WorkStatus } from '../../../src/shared/campaignRules';
import type { HubTarget } from '../../../src/shared/liveEvents';
import type { Db } from '../../db/database';
import { setCampaignStatus } from './campaignsStatus';

/** At most this many running campaigns move on per step, platform-wide (the oldest updates first). */
export const MAX_ADVANCED_CAMPAIGNS = 20;
/** Each step processes a tenth of a campaign's contacts (at least one), so a run takes about ten steps. */
const STEP_SHARE = 0.1;

export interface CampaignProgress {
  /**
   * One step: planned campaigns past their last day expire; every running campaign processes some contacts, and one
   * done with all of them finishes.
   */
  tick(): void;
  stop(): void;
}

interface RunningRow {
  id: number;
  id_tenant: number;
  processed: number;
  contacts: number;
}

/**
 * Running (IN_PROGRESS) campaigns advance on a timer while the platform runs, like the simulated calls (the
 * `CAMPAIGN_PROGRESS_MS` setting, off in tests unless one starts it); every change goes out as `RecordChanged`, so
 * open lists and details refresh, and a campaign that has processed every contact becomes FINISHED.
 */
export function startCampaignProgress(options: {
  db: Db;
  publish(idTenant: number, target: HubTarget, ...args: unknown[]): void;
  intervalMs: number;
}): CampaignProgress {
  const { db, publish, intervalMs } = options;
  const running = db.prepare(
    `SELECT c.id, c.id_tenant, c.processed,
       (SELECT COUNT(*) FROM campaign_contact k WHERE k.id_campaign = c.id) AS contacts
     FROM campaign c WHERE c.status = ? ORDER BY c.updated, c.id LIMIT ?`,
  );
  const advance = db.prepare('UPDATE campaign SET processed = ?, updated = ? WHERE id = ?');

  const overdue = db.prepare(
    'SELECT id, id_tenant FROM campaign WHERE status = ? AND end_date < ? ORDER BY id LIMIT ?',
  );

  const progress: CampaignProgress = {
    tick() {
      // A planned campaign whose last day has passed never ran: the platform marks it expired.
      const today = new Date().toISOString().slice(0, 10);
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
      for (const row of rows) {
        const processed = Math.min(
          row.contacts,
          row.processed + Math.max(1, Math.ceil(row.contacts * STEP_SHARE)),
        );
        db.transaction(() => {
          advance.run(processed, new Date().toISOString(), row.id);
          if (processed >= row.contacts)
            setCampaignStatus(db, row.id, WorkStatus.IN_PROGRESS, WorkStatus.FINISHED, null);
        })();
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

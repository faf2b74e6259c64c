import { attemptRulesOf, ContactState, isFinalState } from '../../../../src/shared/dialer/attemptRules';
import type { CallResult } from '../../../../src/shared/dialer/attemptRules';
import { weekWindowsOf } from '../../../../src/shared/dialer/callingWindow';
import { dialerSettingsOf } from '../../../../src/shared/dialer/dialerPacing';
import type { Db } from '../../../db/database';
import { partOf } from '../campaignsQuery';
import { DialerEngine, type DialerContact, type DialerDeps } from './dialerEngine';

/** The numbers of a tenant's do-not-call lists in force at an instant (the do-not-call area's `blockedNumbers`). */
export type BlockedNumbers = (db: Db, idTenant: number, listIds: number[], at: Date) => Set<string>;

interface CampaignSource {
  id_tenant: number;
  schedule_kind: number;
  prepare: string;
  schedule: string;
  dialer: string;
}

interface ContactRow {
  id: number;
  phone: string;
  time_zone: string | null;
  state: number;
  attempts: number;
  last_result: number | null;
  next_attempt_at: string | null;
}

const instant = (value: string | null) => (value === null ? null : Date.parse(value));
const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());
const signature = (contact: DialerContact) =>
  [
    contact.state,
    contact.attempts,
    contact.lastResult,
    contact.nextAttemptAt,
    contact.reason,
    contact.nextAllowedAt,
  ].join('|');

/** One running campaign's engine and what of its contacts is already in the database. */
export interface CampaignDialer {
  engine: DialerEngine;
  /** Refreshes the do-not-call numbers, runs one tick and writes the contacts that changed; returns the final ones. */
  step(): number;
}

/** Loads a campaign's dialer from its parts and contacts (a call cut off by a restart counts as never placed). */
export function loadCampaignDialer(
  db: Db,
  idCampaign: number,
  deps: Omit<DialerDeps, 'isDoNotCall'> & { blockedNumbers: BlockedNumbers },
): CampaignDialer {
  const campaign = db
    .prepare('SELECT id_tenant, schedule_kind, prepare, schedule, dialer FROM campaign WHERE id = ?')
    .get(idCampaign) as CampaignSource;
  const prepare = partOf(campaign.prepare);
  const schedule = partOf(campaign.schedule);
  const dialer = dialerSettingsOf(partOf(campaign.dialer));
  const rows = db
    .prepare(
      `SELECT id, phone, time_zone, state, attempts, last_result, next_attempt_at
       FROM campaign_contact WHERE id_campaign = ? ORDER BY id`,
    )
    .all(idCampaign) as ContactRow[];
  const contacts: DialerContact[] = rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    timeZone: row.time_zone,
    state: (row.state === ContactState.CALLING ? ContactState.PENDING : row.state) as ContactState,
    attempts: row.attempts,
    nextAttemptAt: instant(row.next_attempt_at),
    lastResult: row.last_result as CallResult | null,
    reason: null,
    nextAllowedAt: null,
  }));
  let blocked = new Set<string>();
  const engine = new DialerEngine(
    {
      dialer,
      lines: {
        lineCount: Array.isArray(prepare.lineIds) ? prepare.lineIds.length : 0,
        concurrentCalls: typeof prepare.concurrentCalls === 'number' ? prepare.concurrentCalls : 10,
      },
      rules: attemptRulesOf(prepare),
      windows: weekWindowsOf(campaign.schedule_kind, schedule),
      defaultZone: typeof schedule.timeZone === 'string' ? schedule.timeZone : 'UTC',
    },
    contacts,
    { ...deps, isDoNotCall: (phone) => blocked.has(phone) },
  );
  const written = new Map<number, string>();
  const update = db.prepare(
    `UPDATE campaign_contact SET state = ?, attempts = ?, last_result = ?, next_attempt_at = ?, wait_reason = ?,
       next_allowed_at = ? WHERE id = ?`,
  );
  return {
    engine,
    step() {
      blocked = deps.blockedNumbers(db, campaign.id_tenant, dialer.doNotCallListIds, deps.now());
      engine.tick();
      let final = 0;
      db.transaction(() => {
        for (const contact of contacts) {
          if (isFinalState(contact.state)) final++;
          const now = signature(contact);
          if (written.get(contact.id) === now) continue;
          written.set(contact.id, now);
          update.run(
            contact.state,
            contact.attempts,
            contact.lastResult,
            iso(contact.nextAttemptAt),
            contact.reason,
            iso(contact.nextAllowedAt),
            contact.id,
          );
        }
      })();
      return final;
    },
  };
}

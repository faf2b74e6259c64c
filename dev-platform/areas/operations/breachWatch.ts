import type { ApiContext } from '../../api/apiContext';
import type { JobRunner } from '../../jobs/jobRunner';
import { levelStatus } from '../../../src/shared/operations/serviceLevel';
import { breachChanges, figuresOf } from '../../../src/shared/operations/wallboardFigures';
import { onCallsChanged } from '../conversations/liveCallHooks';
import { lineTarget, wallboardCalls } from './wallboardData';

const WALLBOARD = '/administration/operations';

/**
 * Watches each line's service level as its calls change (issue 34.1): the first change that puts a line below its
 * target opens a breach, stored with its start, and tells the tenant once, as a bell entry (a finished task linking
 * to the wallboard) and a notification (SPEC §3); a later change above the target closes it. With `sweepMs`, lines
 * with calls still waiting are checked that often too (a wait can pass the target without any event). Returns the
 * stop.
 */
export function watchServiceLevels(
  { db, publish }: ApiContext,
  jobs: JobRunner,
  { now = Date.now, sweepMs = 0 }: { now?: () => number; sweepMs?: number } = {},
): () => void {
  const lineOf = db.prepare('SELECT id, name, queue_settings FROM line WHERE id = ?');
  const openOf = db.prepare('SELECT 1 FROM service_level_breach WHERE id_line = ? AND ended IS NULL');
  const check = (idTenant: number, idLine: number) => {
    const line = lineOf.get(idLine) as { id: number; name: string; queue_settings: string } | undefined;
    if (!line) return;
    const at = now();
    const target = lineTarget(line.queue_settings);
    const figures = figuresOf(wallboardCalls(db, 'c.id_line = ?', [idLine], at), target, at);
    const status = levelStatus(figures.serviceLevel, target);
    const open = openOf.get(idLine) ? new Set([idLine]) : new Set<number>();
    const { opened, closed } = breachChanges(new Map([[idLine, status]]), open);
    const stamp = new Date(at).toISOString();
    if (closed.length > 0)
      db.prepare('UPDATE service_level_breach SET ended = ? WHERE id_line = ? AND ended IS NULL').run(
        stamp,
        idLine,
      );
    if (opened.length === 0) return;
    db.prepare('INSERT INTO service_level_breach (id_tenant, id_line, since) VALUES (?, ?, ?)').run(
      idTenant,
      idLine,
      stamp,
    );
    const text = `Service level breach on ${line.name}: ${figures.serviceLevel}% answered within ${target.seconds} s (target ${target.percent}%)`;
    jobs.start(
      { idTenant, idUser: null },
      { name: `Service level breach: ${line.name}`, description: text },
      () => Promise.resolve({ resultUrl: WALLBOARD, description: text }),
    );
    publish(idTenant, 'Notify', { text, type: 'warning', action: { label: 'Wallboard', url: WALLBOARD } });
  };
  const off = onCallsChanged(db, check);
  const waiting = db.prepare(
    `SELECT DISTINCT id_tenant, id_line FROM conversation
     WHERE ended IS NULL AND answered IS NULL AND state = 'ringing' AND id_line IS NOT NULL`,
  );
  const timer =
    sweepMs > 0
      ? setInterval(() => {
          for (const row of waiting.all() as { id_tenant: number; id_line: number }[])
            check(row.id_tenant, row.id_line);
        }, sweepMs)
      : null;
  timer?.unref();
  return () => {
    off();
    if (timer) clearInterval(timer);
  };
}

import Database from 'better-sqlite3';
import { transcriptMatch, transcriptSnippets } from './dev-platform/areas/conversations/transcriptSearch';
const db = new Database('/tmp/s40d_bench.sqlite', { readonly: true });
const t = (label: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(label, Math.round(performance.now() - s), 'ms', JSON.stringify(r).slice(0, 120)); return r; };
for (const q of ['"invoice" *', '"colleagues" *', '"goodb" *']) {
  t('fts rows ' + q, () => db.prepare('SELECT count(*) FROM conversation_transcript WHERE conversation_transcript MATCH ?').pluck().get(q));
  const m = transcriptMatch(q);
  t('count', () => db.prepare(`SELECT count(*) FROM conversation c WHERE ${m.sql}`).pluck().get(...m.params));
  const guids = t('page1', () => db.prepare(`SELECT c.guid FROM conversation c WHERE ${m.sql} ORDER BY c.started DESC, c.guid DESC LIMIT 25`).pluck().all(...m.params)) as string[];
  t('snippets', () => transcriptSnippets(db as never, guids, q).size);
}
console.log(db.prepare('SELECT count(*) FROM conversation').pluck().get());

import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BackgroundTask } from '../../src/shared/wire/home';
import { openDatabase } from '../db/database';
import { csvExportJob } from './csvExportJob';
import { parseColumn } from '../api/exportRequest';
import { createJobRunner } from './jobRunner';

function setup() {
  const db = openDatabase(':memory:');
  db.prepare(
    "INSERT INTO tenant (id, name, code, created) VALUES (1, 'T', 't', '2026-01-01T00:00:00Z')",
  ).run();
  const events: { target: string; task: BackgroundTask }[] = [];
  const runner = createJobRunner({
    db,
    publish: (_t, target, task) => events.push({ target, task: task as BackgroundTask }),
  });
  return { db, runner, events };
}

describe('job runner', () => {
  it('creates, runs and finishes a task, pushing each state once in order', async () => {
    const { runner, events } = setup();
    const task = runner.start(
      { idTenant: 1, idUser: null },
      { name: 'Job', description: '' },
      async (control) => {
        control.progress(50);
        return { resultUrl: '/x' };
      },
    );
    expect(task.status).toBe(0);
    await runner.idle();
    expect(events.map((e) => `${e.target}:${e.task.status}`)).toEqual([
      'CreateTask:0',
      'UpdateTask:1',
      'UpdateTask:1',
      'UpdateTask:2',
    ]);
    expect(events.at(-1)!.task).toMatchObject({ progress: 100, resultUrl: '/x' });
  });

  it('ends a failing job in ERROR with its message, and a canceled one in CANCELED', async () => {
    const { runner, events } = setup();
    runner.start({ idTenant: 1, idUser: null }, { name: 'Bad', description: '' }, async () => {
      throw new Error('disk full');
    });
    const slow = runner.start(
      { idTenant: 1, idUser: null },
      { name: 'Slow', description: '' },
      async (control) => {
        while (!control.canceled) await new Promise((r) => setTimeout(r, 5));
        return { resultUrl: null };
      },
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(runner.cancel(slow.id)).toBe(true);
    await runner.idle();
    const last = (name: string) => events.filter((e) => e.task.name === name).at(-1)!.task;
    expect(last('Bad')).toMatchObject({ status: 3, description: 'disk full' });
    expect(last('Slow').status).toBe(4);
    expect(runner.cancel(slow.id)).toBe(false);
  });
});

describe('csv export job', () => {
  it('writes every page with a header and neutralised cells, reporting progress', async () => {
    const { runner, events } = setup();
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? '=HYPERLINK("x")' : `row ${i + 1}`,
      meta: { kind: 'k' },
    }));
    const file = join(mkdtempSync(join(tmpdir(), 'sb-export-')), 'out.csv');
    runner.start(
      { idTenant: 1, idUser: null },
      { name: 'Export', description: '' },
      csvExportJob({
        fetchPage: (page, size) => ({
          items: rows.slice((page - 1) * size, page * size),
          total: rows.length,
        }),
        columns: [
          { source: 'id', label: 'ID' },
          { source: 'name', label: 'Name' },
          { source: 'meta.kind', label: 'Kind' },
        ].map(parseColumn),
        timeZone: 'UTC',
        file,
        resultUrl: '/download',
        pageSize: 1000,
      }),
    );
    await runner.idle();
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,Name,Kind');
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""x"")",k`);
    expect(lines[2500]).toBe('2500,row 2500,k');
    expect(lines).toHaveLength(2502); // header + rows + trailing empty string
    expect(events.at(-1)!.task).toMatchObject({
      status: 2,
      description: '2500 rows',
      resultUrl: '/download',
    });
  });

  it('removes the partial file when canceled', async () => {
    const { runner } = setup();
    const file = join(mkdtempSync(join(tmpdir(), 'sb-export-')), 'out.csv');
    const started: { task?: BackgroundTask } = {};
    const job = csvExportJob({
      fetchPage: (page) => {
        if (page === 2 && started.task) runner.cancel(started.task.id);
        return { items: [{ id: page }], total: 10 };
      },
      columns: [parseColumn({ source: 'id', label: 'ID' })],
      timeZone: 'UTC',
      file,
      resultUrl: '/d',
      pageSize: 1,
    });
    started.task = runner.start({ idTenant: 1, idUser: null }, { name: 'Export', description: '' }, job);
    await runner.idle();
    expect(existsSync(file)).toBe(false);
  });
});

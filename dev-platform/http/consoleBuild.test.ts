import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isBuildStale } from './consoleBuild';

function buildWithIndexAt(time: Date): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'sb-build-')), 'dist');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  utimesSync(join(dir, 'index.html'), time, time);
  return dir;
}

it('treats a missing build as stale', () => {
  expect(isBuildStale(join(tmpdir(), 'sb-no-such-build'))).toBe(true);
});

it('treats a build older than the sources as stale, and a newer one as fresh', () => {
  expect(isBuildStale(buildWithIndexAt(new Date(2000, 0, 1)))).toBe(true);
  expect(isBuildStale(buildWithIndexAt(new Date(Date.now() + 86_400_000)))).toBe(false);
});

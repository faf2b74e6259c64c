/** The benchmark's report: every measure with its budget; `npm run bench` fails when one is missed. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export interface Result {
  name: string;
  value: number;
  unit: string;
  /** Upper budget (value must be <= target) unless `atLeast` is set. */
  target: number;
  atLeast?: boolean;
}

export const results: Result[] = [];

export const record = (name: string, value: number, unit: string, target: number, atLeast = false) =>
  results.push({ name, value: Math.round(value * 100) / 100, unit, target, atLeast });

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Prints the table and returns how many measures missed their budget. */
export function printReport(): number {
  let failed = 0;
  console.log('\nmeasure | value | budget | ok');
  for (const r of results) {
    const ok = r.atLeast ? r.value >= r.target : r.value <= r.target;
    if (!ok) failed++;
    const budget = `${r.atLeast ? '>=' : '<='} ${r.target} ${r.unit}`;
    console.log(`${r.name} | ${r.value} ${r.unit} | ${budget} | ${ok ? 'yes' : 'NO'}`);
  }
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  return failed;
}

const README_HEAD = `# Benchmark

\`npm run bench\` compares the console with a bare react-admin + MUI app (\`floor-app/\`) in one headless Chromium,
interleaved, medians of BENCH_RUNS (default 7) cold loads at 1× and 4× CPU, then measures the dev platform's API. JS is
what the browser fetched before the first list showed. Each run replaces the table below with its own figures.

`;

/** Rewrites `file` (bench/README.md) with this run's table (formatted as the repository's Markdown is). */
export async function writeFigures(file: URL, date = new Date()) {
  const rows = results.map((r) => {
    const ok = r.atLeast ? r.value >= r.target : r.value <= r.target;
    return `| ${r.name} | ${r.value} ${r.unit} | ${r.atLeast ? '>=' : '<='} ${r.target} ${r.unit} | ${ok ? 'yes' : 'NO'} |`;
  });
  const table = ['| measure | value | budget | ok |', '| --- | --- | --- | --- |', ...rows].join('\n');
  const text = `${README_HEAD}Run of ${date.toISOString().slice(0, 10)}:\n\n${table}\n`;
  const options = await resolveConfig(fileURLToPath(file));
  writeFileSync(file, await format(text, { ...options, parser: 'markdown' }));
}

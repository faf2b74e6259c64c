/**
 * `npm run config:check [dir]`: validates a configuration directory offline with the platform's own rules, prints
 * every problem (file, JSON path, message) and exits 1 on any, so ops can run it in their own CI.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listResourceFiles, readResourceFiles } from '../dev-platform/config/configDir';
import { checkPageFiles } from '../dev-platform/config/pageFiles';
import { checkResourceFiles } from '../dev-platform/config/resourceFiles';
import { repoRoot } from '../dev-platform/settings';
import { formatIssue } from '../src/resources/schema/issueText';
import type { ConfigFileState } from '../src/shared/wire/configuration';

const dir = resolve(process.argv[2] ?? process.env.CONFIG_DIR ?? join(repoRoot, 'config'));
// The configuration directory holds `resources/` (and `pages/`); a folder of resource files itself is accepted too.
const resourcesDir = existsSync(join(dir, 'resources')) ? join(dir, 'resources') : dir;
const pagesDir = join(dir, 'pages');
const read = (folder: string) => readResourceFiles(folder, listResourceFiles(folder).names);
const resources = checkResourceFiles(read(resourcesDir));
const pages = checkPageFiles(
  read(pagesDir),
  resources.resources.map(({ config }) => config),
);

let problemCount = 0;
const report = (kind: string, folder: string, states: readonly ConfigFileState[]) => {
  const problems = states.flatMap(({ file, problems }) =>
    problems.map((problem) => `${join(folder, file)}: ${formatIssue(problem)}`),
  );
  problems.forEach((line) => console.error(line));
  problemCount += problems.length;
  const broken = states.filter((state) => state.problems.length > 0).length;
  console.log(
    `${states.length} ${kind} file(s) in ${folder}: ${states.length - broken} ok, ${broken} with ${problems.length} problem(s)`,
  );
};
report('resource', resourcesDir, resources.states);
if (existsSync(pagesDir)) report('page', pagesDir, pages.states);
process.exitCode = problemCount > 0 ? 1 : 0;

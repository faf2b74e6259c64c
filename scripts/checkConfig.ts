/**
 * `npm run config:check [dir]`: validates a configuration directory offline with the platform's own rules, prints
 * every problem (file, JSON path, message) and exits 1 on any, so ops can run it in their own CI.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listResourceFiles, readResourceFiles } from '../dev-platform/config/configDir';
import { checkResourceFiles } from '../dev-platform/config/resourceFiles';
import { repoRoot } from '../dev-platform/settings';
import { formatIssue } from '../src/resources/schema/issueText';

const dir = resolve(process.argv[2] ?? process.env.CONFIG_DIR ?? join(repoRoot, 'config'));
// The configuration directory holds `resources/`; a folder of resource files itself is accepted too.
const resourcesDir = existsSync(join(dir, 'resources')) ? join(dir, 'resources') : dir;
const { states } = checkResourceFiles(readResourceFiles(resourcesDir, listResourceFiles(resourcesDir).names));
const problems = states.flatMap(({ file, problems }) =>
  problems.map((problem) => `${join(resourcesDir, file)}: ${formatIssue(problem)}`),
);
problems.forEach((line) => console.error(line));
const broken = states.filter((state) => state.problems.length > 0).length;
console.log(
  `${states.length} resource file(s) in ${resourcesDir}: ${states.length - broken} ok, ${broken} with ${problems.length} problem(s)`,
);
process.exitCode = problems.length > 0 ? 1 : 0;

// @vitest-environment node
import { configurationProblems, CONFIG_MAX_CHARS } from './botDeployRules';

describe('configurationProblems', () => {
  it('accepts a complete configuration with extra keys', () => {
    const config = {
      replicas: 2,
      cpuLimit: '500m',
      memoryLimit: '1Gi',
      env: { LOG_LEVEL: 'info' },
      extra: [1],
    };
    expect(configurationProblems(JSON.stringify(config))).toEqual([]);
  });

  it('names every problem', () => {
    expect(configurationProblems('{')[0]).toMatch(/^Invalid JSON/);
    expect(configurationProblems('[]')).toEqual(['The configuration must be a JSON object']);
    expect(
      configurationProblems(
        JSON.stringify({ replicas: 0, cpuLimit: 2, memoryLimit: 'lots', env: { lower: 'x' } }),
      ),
    ).toEqual([
      'replicas must be a whole number from 1 to 20',
      'cpuLimit must be a quantity such as "500m", "2" or "1Gi"',
      'memoryLimit must be a quantity such as "500m", "2" or "1Gi"',
      'env must map upper-case names to texts',
    ]);
    expect(configurationProblems(' '.repeat(CONFIG_MAX_CHARS + 1))).toEqual([
      `At most ${CONFIG_MAX_CHARS} characters`,
    ]);
  });
});

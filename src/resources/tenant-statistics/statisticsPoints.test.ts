// @vitest-environment node
import { statisticsPoints } from './statisticsPoints';

describe('tenant statistics chart points', () => {
  it('names each point by its tenant and shows the success rate in percent', () => {
    expect(
      statisticsPoints([
        { idTenant: 2, tenantName: 'Acme Telecom', calls: 8, minutes: 12.5, successRate: 0.6825 },
      ]),
    ).toEqual([{ tenantName: 'Acme Telecom', calls: 8, minutes: 12.5, successPercent: 68.3 }]);
    expect(statisticsPoints([{ idTenant: 3 }])).toEqual([
      { tenantName: '3', calls: 0, minutes: 0, successPercent: 0 },
    ]);
  });
});

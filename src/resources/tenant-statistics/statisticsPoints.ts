/** A row of the tenant statistics list as a chart point: the success rate as a percentage with one decimal. */
export interface StatisticsPoint {
  tenantName: string;
  calls: number;
  minutes: number;
  successPercent: number;
}

export function statisticsPoints(rows: readonly Record<string, unknown>[]): StatisticsPoint[] {
  return rows.map((row) => ({
    tenantName: String(row.tenantName ?? row.idTenant ?? ''),
    calls: Number(row.calls ?? 0),
    minutes: Number(row.minutes ?? 0),
    successPercent: Math.round(Number(row.successRate ?? 0) * 1000) / 10,
  }));
}

import type { ApiRequest } from '../../providers/api/apiRequest';
import type { Wallboard } from '../../shared/operations/wallboardFigures';

/** The operations wallboard's call: the figures the platform computed (issue 34.1). */
export interface OperationsApi {
  getWallboard(): Promise<{ data: Wallboard }>;
}

export function createOperationsApi(request: ApiRequest): OperationsApi {
  return {
    getWallboard: async () => ({ data: await request.json<Wallboard>('GET', '/administration/operations') }),
  };
}

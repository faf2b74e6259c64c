import type { ApiErrorBody } from '../../src/shared/wire/common';

/** An error the API answers with as `{ status, error }` JSON (SPEC §8's 'Error ({status}) - {error}'). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { status: this.status, error: this.message, errors: this.fieldErrors }
      : { status: this.status, error: this.message };
  }
}

export const unauthorized = () => new ApiError(401, 'Unauthorized');
export const forbidden = (why = 'Forbidden') => new ApiError(403, why);
export const notFound = (what = 'Not found') => new ApiError(404, what);
export const badRequest = (why: string, fieldErrors?: Record<string, string>) =>
  new ApiError(400, why, fieldErrors);

import { HttpError } from 'react-admin';

/**
 * Error of a core/NLP API call. `status` is 0 when no HTTP response exists (nothing sent, network failure).
 * `silent` is true when the caller asked for no error notification (SPEC §8); notifiers must skip such errors.
 */
export class ApiError extends HttpError {
  readonly silent: boolean;

  constructor(message: string, status: number, body: unknown = null, silent = false) {
    super(message, status, body);
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.silent = silent;
  }
}

/** Whether an error asked to be kept out of notifications. */
export function isSilentError(error: unknown): boolean {
  return error instanceof ApiError && error.silent;
}

/** The message of a failed request as the API client words it (SPEC §8: 'Error ({status}) - {error}'). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

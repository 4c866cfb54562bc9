/** The one error type every failed request becomes; `message` is pt-BR and safe to show. */
export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived (network failure, timeout, abort). */
  readonly status: number;
  /** What kind of failure this is, for callers that react differently (401 ends the session). */
  readonly reason: 'http' | 'network' | 'timeout' | 'aborted' | 'shape';
  /** The parsed response body, when there was one. */
  readonly data: unknown;
  /** What a 429's Retry-After asked to wait, in ms (null when absent). */
  readonly retryAfterMs: number | null;

  constructor(message: string, opts: { status?: number; reason: ApiError['reason']; data?: unknown; retryAfterMs?: number | null }) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status ?? 0;
    this.reason = opts.reason;
    this.data = opts.data;
    this.retryAfterMs = opts.retryAfterMs ?? null;
  }
}

/** True when `error` is an ApiError raised because the request was aborted on purpose. */
export function isAbort(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'aborted';
}

/** A pt-BR message for anything thrown, for error panels and toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Ocorreu um erro inesperado.';
}

import { userServerMessage } from './serverMessages';

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

/**
 * True when `error` is an ApiError raised because no answer came (a network failure, a timeout, an abort): it says
 * nothing about the request itself, unlike an answer the server gave.
 */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout' || error.reason === 'aborted');
}

/** A pt-BR message for anything thrown, for error panels and toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  // A plain Error carries the engine's own pt-BR text (or a server text, mapped). A TypeError, a
  // SyntaxError or a DOMException is the browser's English about a bug: the user gets the generic text.
  if (error instanceof Error && error.name === 'Error' && error.message) return userServerMessage(error.message) ?? UNEXPECTED;
  return UNEXPECTED;
}

const UNEXPECTED = 'Ocorreu um erro inesperado.';

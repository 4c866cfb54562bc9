/** An answer other than 200, thrown by handlers: the middleware sends `{ message }` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with a pt-BR message. */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/** 404 with a pt-BR message. */
export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

/**
 * A definition's call line (`"POST /api/x"`) as the engine runs it. Apart from the rest of the resolution
 * because the signed-out start (sign-in, session) calls it too, and a module travels whole into the start chunk.
 */
import type { Call, ListCall, RecordCall, RowsCall, Source } from '../generated/index.ts';
import type { CallSpec, HttpMethod } from './runtime.ts';

/** A problem resolution cannot get past (the validator reports these with their pointer first). */
export class ResolveError extends Error {
  constructor(
    message: string,
    /** JSON pointer in the definition. */
    readonly pointer: string,
  ) {
    super(message);
    this.name = 'ResolveError';
  }
}

/** `"POST /api/x"` → method and path. */
export function parseCallLine(line: string): { method: HttpMethod; endpoint: string } {
  const match = /^(GET|POST|PUT|DELETE) (\/\S*)$/.exec(line);
  if (!match) throw new ResolveError(`chamada inválida "${line}": use "MÉTODO /caminho"`, '');
  return { method: match[1] as HttpMethod, endpoint: match[2] };
}

/** A call of the definition format as the engine runs it. */
export function toCallSpec(call: Call | RecordCall | RowsCall | ListCall | Source): CallSpec {
  const out: CallSpec = parseCallLine(call.call);
  if (call.body) out.body = call.body;
  if (call.query) out.query = call.query;
  return out;
}


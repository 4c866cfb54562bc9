/**
 * The studio's calls to the app's own server (engine/tooling/studio/studioServerPlugin.ts). A static deployment
 * answers them with nothing of the kind (a 404, or the app's page from a fallback): the studio then works with
 * drafts and patches only.
 */
import { liveOverrides, overridesUrl, type DefinitionOverrides } from '../../core/definition/overrides';
import type { Problem } from '../../core/validation/problems';

/** The server of a checkout: its per-run token and the definition files as they are on disk. */
export interface StudioServer {
  token: string;
  mode: 'dev' | 'preview';
  files: Record<string, string>;
}

/** What connecting found. */
export type Connection = { status: 'available'; server: StudioServer } | { status: 'static' } | { status: 'refused'; message: string };

const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

async function jsonOf(answer: Response): Promise<Record<string, unknown> | null> {
  if (!(answer.headers.get('Content-Type') ?? '').includes('application/json')) return null;
  try {
    return (await answer.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Asks the server for a session of the studio. */
export async function connectStudioServer(sessionToken: string | null): Promise<Connection> {
  try {
    const answer = await fetch('/__studio/session', { headers: bearer(sessionToken), credentials: 'same-origin' });
    const body = await jsonOf(answer);
    if (answer.ok && body && typeof body.token === 'string' && body.files && typeof body.files === 'object') {
      return { status: 'available', server: { token: body.token, mode: body.mode === 'dev' ? 'dev' : 'preview', files: body.files as Record<string, string> } };
    }
    if (answer.status === 403 && body && typeof body.message === 'string') return { status: 'refused', message: body.message };
    return { status: 'static' };
  } catch {
    return { status: 'static' };
  }
}

/** One file to save: its text and the hash of the text it was opened from (null: a new file). */
export interface SaveRequest {
  path: string;
  text: string;
  base: string | null;
}

/** What a save gave. */
export type SaveOutcome =
  | { status: 'saved'; files: Record<string, string> }
  | { status: 'conflict'; files: string[] }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'failed'; message: string };

/** Saves files through the server; after a save under `npm start`, hands the new definitions to the running app. */
export async function saveToServer(server: StudioServer, sessionToken: string | null, files: readonly SaveRequest[]): Promise<SaveOutcome> {
  let answer: Response;
  try {
    answer = await fetch('/__studio/save', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Studio-Token': server.token, ...bearer(sessionToken) },
      body: JSON.stringify({ files }),
    });
  } catch {
    return { status: 'failed', message: 'o servidor não respondeu.' };
  }
  const body = (await jsonOf(answer)) ?? {};
  if (answer.status === 409) return { status: 'conflict', files: (body.conflicts as string[] | undefined) ?? [] };
  if (answer.status === 422) return { status: 'invalid', problems: (body.problems as Problem[] | undefined) ?? [] };
  if (!answer.ok) return { status: 'failed', message: typeof body.message === 'string' ? body.message : `resposta ${answer.status}.` };
  if (typeof body.overrides === 'string') {
    try {
      const overrides = await fetch(overridesUrl(body.overrides), { credentials: 'same-origin' });
      if (overrides.ok) liveOverrides.set((await overrides.json()) as DefinitionOverrides);
    } catch {
      // The next page load picks them up.
    }
  }
  return { status: 'saved', files: (body.files as Record<string, string> | undefined) ?? {} };
}

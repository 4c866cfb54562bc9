import { ApiError } from './ApiError';
import type { CallSpec, DataProvider } from '../core/dataProvider';
import { normalizeViewState, type SavedView, type ViewState } from '../core/savedViews';

/** The app's calls for saved views (screens/app.json `calls.listViews`, `saveView`, `removeView`). */
export interface SavedViewsCalls {
  list: CallSpec;
  save: CallSpec;
  remove: CallSpec;
}

/** What a list needs to read its views back: its filter names and column fields (the rest is dropped). */
export interface ViewListShape {
  filters: readonly string[];
  columns: readonly string[];
}

/**
 * The saved views of one list, on the server: private and shared views live in one place, so sharing a view is
 * a flag, not a move. The answer fields (`visoes`, `visao`, `VisaoID`, `Nome`, `Compartilhada`, `Propria`,
 * `AutorNome`, `Estado`) are the API's, documented with the calls in schemas/app.schema.json.
 */
export interface SavedViewsApi {
  /** The user's own views of the list, then the ones colleagues shared. */
  list(signal?: AbortSignal): Promise<SavedView[]>;
  /** Creates a view, or changes one of the user's own (`id`); answers it as saved. */
  save(view: { id?: string; name: string; shared: boolean; state: ViewState }): Promise<SavedView>;
  remove(id: string): Promise<void>;
}

/** One view of the answer, or a shape error (a half-read list of views would hide the user's own). */
function viewOf(raw: unknown, shape: ViewListShape): SavedView {
  const row = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  const id = row && (typeof row.VisaoID === 'number' || typeof row.VisaoID === 'string') ? String(row.VisaoID) : '';
  if (!row || !id || typeof row.Nome !== 'string') {
    throw new ApiError('O servidor não enviou as visões no formato esperado.', { reason: 'shape', data: raw });
  }
  return {
    id,
    name: row.Nome,
    shared: row.Compartilhada === true,
    own: row.Propria === true,
    author: typeof row.AutorNome === 'string' ? row.AutorNome : '',
    state: normalizeViewState(row.Estado, shape),
  };
}

/** The saved views of the list `listId` over the DataProvider (saves and removals are writes: a lapsed session signs in again). */
export function createSavedViewsApi(provider: DataProvider, calls: SavedViewsCalls, listId: string, shape: ViewListShape): SavedViewsApi {
  return {
    async list(signal) {
      const answer = (await provider.fetch(calls.list, { extra: { ListaID: listId }, signal })) as { visoes?: unknown } | null;
      if (!answer || !Array.isArray(answer.visoes)) {
        throw new ApiError('O servidor não enviou as visões no formato esperado.', { reason: 'shape', data: answer });
      }
      return answer.visoes.map((raw) => viewOf(raw, shape));
    },
    async save(view) {
      const body = { ...(view.id ? { VisaoID: view.id } : {}), ListaID: listId, Nome: view.name.trim(), Compartilhada: view.shared, Estado: view.state };
      const answer = (await provider.fetch(calls.save, { extra: body, write: true })) as { visao?: unknown } | null;
      return viewOf(answer?.visao, shape);
    },
    async remove(id) {
      await provider.fetch(calls.remove, { extra: { VisaoID: id }, write: true });
    },
  };
}

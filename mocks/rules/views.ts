/**
 * Saved views of the lists ("Visões"): a list's filters, sort and columns kept under a name. Each user reads their
 * own views of a list plus the ones colleagues shared; only the author changes or removes a view. The route needs a
 * signed-in user, and every call also needs the key of the list the view belongs to (the same key that opens the
 * list screen), so a view never shows to someone who cannot open its list.
 */
import type { Row } from '../core/db.ts';
import { allows, refuse } from '../core/access.ts';
import { badRequest, findRow, HttpError, rule, text, type Ctx } from '../core/router.ts';
import type { Services } from './services.ts';

const TABLE = 'saved-view';
const MAX_NAME = 80;
/** A view's state is a handful of filters and column choices; anything larger is not one. */
const MAX_STATE_CHARS = 10_000;

/** Answers the list's id after checking that the user may open the list. */
function listOf(services: Services, ctx: Ctx, value: unknown): string {
  const id = text(value);
  if (!id) throw badRequest('Informe a lista da visão (ListaID).');
  if (!services.definitions.lists.has(id)) throw badRequest(`Lista desconhecida: ${id}.`);
  const key = services.definitions.lists.get(id) ?? null;
  const need = key === null ? 'user' : { any: [key] };
  if (!allows(need, ctx.user, services.definitions.allKeysRole)) refuse(need);
  return id;
}

/** A view as its reader sees it: `Propria` tells the author apart (only they may change it). */
function present(row: Row, ctx: Ctx): Row {
  const { AutorID, ...view } = row;
  return { ...view, Propria: AutorID === ctx.user!._id };
}

/** The view named in the request, when the user wrote it (403 otherwise). */
function ownView(services: Services, ctx: Ctx): Row {
  const view = findRow(ctx.db, TABLE, ctx.body.VisaoID, 'a visão (VisaoID)');
  listOf(services, ctx, view.ListaID);
  if (view.AutorID !== ctx.user!._id) throw new HttpError(403, 'Só quem criou a visão pode alterá-la ou removê-la.');
  return view;
}

export function viewRules(services: Services) {
  const views = (ctx: Ctx) => ctx.db.table(TABLE, 'VisaoID').all();
  return [
    rule('POST /api/visoes', 'user', (ctx: Ctx) => {
      const list = listOf(services, ctx, ctx.input.ListaID);
      const me = ctx.user!._id;
      const visible = views(ctx).filter((row) => row.ListaID === list && (row.AutorID === me || row.Compartilhada === true));
      // The user's own first, then the shared ones; each by name.
      const sorted = [...visible].sort((a, b) => Number(b.AutorID === me) - Number(a.AutorID === me) || a.Nome.localeCompare(b.Nome, 'pt-BR'));
      return { visoes: sorted.map((row) => present(row, ctx)) };
    }),
    rule('POST /api/visoes/save', 'user', (ctx: Ctx) => {
      const body = ctx.body;
      const current = body.VisaoID !== undefined && body.VisaoID !== null && body.VisaoID !== '' ? ownView(services, ctx) : undefined;
      const list = current ? (current.ListaID as string) : listOf(services, ctx, body.ListaID);
      const name = text(body.Nome);
      if (!name) throw badRequest('Nome da visão: informe um nome.');
      if (name.length > MAX_NAME) throw badRequest(`Nome da visão: no máximo ${MAX_NAME} caracteres.`);
      if (body.Compartilhada !== undefined && typeof body.Compartilhada !== 'boolean') throw badRequest('Compartilhada precisa ser verdadeiro ou falso.');
      const state = body.Estado ?? current?.Estado;
      if (!state || typeof state !== 'object' || Array.isArray(state)) throw badRequest('Envie o estado da lista (Estado).');
      if (JSON.stringify(state).length > MAX_STATE_CHARS) throw badRequest('O estado da visão é grande demais.');
      const me = ctx.user!._id;
      const clash = views(ctx).find(
        (row) => row.ListaID === list && row.AutorID === me && row.VisaoID !== current?.VisaoID && row.Nome.localeCompare(name, 'pt-BR', { sensitivity: 'base' }) === 0,
      );
      if (clash) throw badRequest(`Nome da visão: você já tem uma visão chamada "${clash.Nome}" nesta lista.`);
      const fields = {
        ListaID: list, Nome: name, Compartilhada: body.Compartilhada ?? current?.Compartilhada ?? false, Estado: state,
        AutorID: me, AutorNome: ctx.user!.name, DataAlteracao: ctx.now().toISOString(),
      };
      const table = ctx.db.table(TABLE, 'VisaoID');
      const saved = current ? table.put({ ...current, ...fields }) : table.insert(fields);
      return { visao: present(saved, ctx) };
    }),
    rule('POST /api/visoes/remove', 'user', (ctx: Ctx) => {
      const view = ownView(services, ctx);
      ctx.db.table(TABLE, 'VisaoID').remove(view.VisaoID);
      return {};
    }),
  ];
}

/** CX and access resources: students, orders, notices, manual releases, essays, invoices, back-office users and permissions. */
import { readFileSync } from 'node:fs';
import type { Binding } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { badRequest, HttpError, notFound } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import { draw, int, pick } from '../seed/random.ts';
import { CANCELLED, PAID } from '../seed/people.ts';
import { byName, picture, references, today, withoutEmpty } from './shared.ts';

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
const dayKey = (br: string) => br.split('/').reverse().join('');

/** A student's orders, newest first. */
export const ordersOf = (db: Db, studentId: number) =>
  db.table('order').all().filter((order) => order.AlunoID === studentId)
    .sort((a, b) => dayKey(b.DataCompra).localeCompare(dayKey(a.DataCompra)) || b.PedidoId - a.PedidoId);

/** An order with its payment details, student and invoice (POST /api/detalhe-pedido). */
export function orderDetail(db: Db, order: Row): Row {
  const student = db.table('student').get(order.AlunoID);
  draw('pedido-detalhe', order.PedidoId);
  const card = `**** **** **** ${int(1000, 9999)}`;
  const invoiced = PAID.includes(order.Status) || CANCELLED.includes(order.Status);
  const number = String(240000 + order.PedidoId).padStart(9, '0');
  const { ProdutoID: _p, CupomID: _c, NomeCupom, Desconto, NumParcelas, AlunoID, ...row } = order;
  return {
    ...row,
    Detalhe: {
      AlunoID, NomeAluno: student?.NomeCompleto ?? null, CPF: student?.CPF ?? null, Email: student?.Email ?? order.Email, Telefone: student?.Telefone ?? null,
      NumCartao: order.FormaPagamento === 'Cartão' ? card : null, NumParcelas, Comissao: Math.round(order.Valor * pick([8, 10, 10, 12, 15])) / 100,
      NomeCupom, Desconto, NotaFiscal: invoiced ? number : null, NotaFiscalArquivo: invoiced ? `/notas-fiscais/NFe-${number}.pdf` : null,
    },
  };
}

/** The key catalogue of permissions.json, as the key list answers it. */
const keyCatalogue = () => (JSON.parse(readFileSync(new URL('../../permissions.json', import.meta.url), 'utf8')).permissions as Row[])
  .map((key) => ({ Chave: key.key, Nome: key.label, Area: key.area, Tipo: key.kind === 'screen' ? 'Tela' : 'Botão', Rotulo: `${key.label} (${key.key})` }));
const isKey = (key: unknown) => keyCatalogue().some((row) => row.Chave === key);

export const CX: Record<string, Binding> = {
  student: {
    readers: { get: ['ContratoDetalhe'] },
    // The record shows the student's orders; the list row, what the latest order says (kept by the order rules).
    record: (row, db) => ({ ...row, Pedidos: ordersOf(db, row.AlunoID) }),
    drop: ['Pedidos'],
    prepare: (record, ctx) => ({
      ...record, NomeAluno: record.NomeCompleto, CPF: digits(record.CPF), Telefone: digits(record.Telefone), CEP: digits(record.CEP),
      Estado: String(record.Estado ?? '').toUpperCase(), ModuloCurso: ctx.existing?.ModuloCurso ?? null,
      SituacaoPagamento: ctx.existing?.SituacaoPagamento ?? null, Pedidos: ctx.existing?.Pedidos ?? 0,
    }),
  },
  order: {
    readers: { list: ['Pedidos'], get: ['ContratoDetalhe'] },
    record: (row, db) => orderDetail(db, row),
  },
  'cancellation-type': { rows: () => catalog.cancellationTypes, from: [] },
  notice: {
    prepare: (record, ctx) => {
      const module = catalog.noticeModules.find((candidate) => candidate.NomeModulo.toLowerCase() === String(record.modulo ?? '').trim().toLowerCase());
      if (record.modulo && !module) throw badRequest('Módulo: Escolha uma das opções.');
      return { ...record, modulo: module?.NomeModulo, DataCriacao: record.DataCriacao ?? today(ctx), DataAtualizacao: today(ctx) };
    },
    check: (record) => {
      if (!/<(img|video|iframe|hr)\b/i.test(record.recado) && !record.recado.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')) throw badRequest('Recado: Preencha um valor.');
    },
  },
  'notice-module': { rows: () => catalog.noticeModules, from: [] },
  // The teachers of the notices are the active back-office users of the Professores group.
  'notice-teacher': {
    rows: (db) => db.table('admin-user').all().filter((user) => user.UsuarioAtivo && user.Papeis.some((role: Row) => role.Nome === 'Professores'))
      .map((user) => ({ ProfessorID: user.UsuarioID, Nome: `${user.Nome} ${user.SobreNome}` })).sort(byName('Nome')),
    from: ['admin-user'],
  },
  'release-course': { rows: () => catalog.products.filter((p) => p.Tipo === 'Curso').map((p) => ({ id: p.ID, name: p.Nome })), from: [] },
  'release-module': { rows: () => catalog.products.filter((p) => p.Tipo === 'Módulo').map((p) => ({ id: p.ID, name: p.Nome })), from: [] },
  // POST /api/discursiva answers the student with the essay asked for (discursivaID) as DiscursivaEscolhida; without
  // one, the essay sent last, so a student's essays can be opened from the list before any is chosen.
  'student-essay': {
    record: (row, _db, ctx) => {
      const asked = ctx.input.discursivaID;
      const items = row.DescAluno as Row[];
      const chosen = asked === undefined || asked === null || asked === ''
        ? items.reduce<Row | undefined>((latest, item) => (!latest || item.DataEnvio >= latest.DataEnvio ? item : latest), undefined)
        : items.find((item) => String(item.DiscursivaID) === String(asked).trim());
      if (!chosen) throw notFound(`Discursiva não encontrada (discursiva ${String(asked ?? '')} do aluno ${row.AlunoID}).`);
      return { ...row, DiscursivaEscolhida: chosen };
    },
  },
  'admin-user': {
    // Roles show their group's current name; empty optional texts are left out of the form's record.
    row: (row, db) => ({ ...row, Papeis: row.Papeis.flatMap((role: Row) => { const group = db.table('access-permission-group').get(role.PapeisID); return group ? [{ PapeisID: group.GrupoPermissaoID, Nome: group.Nome }] : []; }) }),
    record: (row, db) => withoutEmpty(CX['admin-user'].row!(row, db)),
    prepare: (record, ctx) => ({
      Video: '', ...record, ImagemPerfil: picture(record.ImagemPerfil, ctx.existing?.ImagemPerfil, record.UsuarioID ?? ctx.table.nextId()),
      CPF: digits(record.CPF), Telefone: digits(record.Telefone),
      Papeis: references(record.Papeis, ctx.db.table('access-permission-group').all(), 'GrupoPermissaoID', { PapeisID: 'GrupoPermissaoID', Nome: 'Nome' }, 'Papéis', 'PapeisID'),
      Permissoes: Array.isArray(record.Permissoes) ? record.Permissoes : [],
    }),
    unique: [['Email', (record) => `O e-mail ${record.Email} já é usado por outro usuário.`]],
    check: (record, ctx) => {
      const unknown = record.Permissoes.find((key: unknown) => !isKey(key));
      if (unknown !== undefined) throw badRequest(`Permissões: chave de acesso desconhecida: ${String(unknown)}.`);
      if (record.CPF && ctx.table.all().some((other) => other !== ctx.existing && other.CPF === record.CPF)) throw badRequest('CPF: este CPF já é usado por outro usuário.');
    },
    removable: (row, ctx) => {
      if (row.Email.toLowerCase() === ctx.user!.email.toLowerCase()) throw badRequest('Você não pode remover o seu próprio usuário.');
    },
  },
  'user-role': {
    rows: (db) => db.table('access-permission-group').all().map((group) => ({ PapeisID: group.GrupoPermissaoID, Nome: group.Nome })).sort(byName('Nome')),
    from: ['access-permission-group'],
  },
  'access-permission': {
    readers: { list: ['PermissaoTime'] },
    prepare: (record) => ({ Desc: '', ...record, Metodo: String(record.Metodo ?? '').toUpperCase() }),
    unique: [[['Nome', 'Metodo'], (record) => `Já existe a permissão ${record.Nome} com o método ${record.Metodo}.`]],
    check: (record) => {
      if (!isKey(record.Nome)) throw badRequest(`Chave: chave de acesso desconhecida: ${record.Nome}.`);
    },
  },
  'access-permission-group': {
    // `copia=true` reads a group as a new one to save (Duplicar): no id, "Cópia de" before the name.
    record: (row, _db, ctx) => {
      if (String(ctx.input.copia) !== 'true') return row;
      const { GrupoPermissaoID: _id, ...rest } = row;
      return { ...rest, Nome: `Cópia de ${row.Nome}` };
    },
    prepare: (record) => ({ Desc: '', ...record, ChavesDeAcesso: [...new Set(Array.isArray(record.ChavesDeAcesso) ? record.ChavesDeAcesso : [])] }),
    unique: [['Nome', (record) => `Já existe um grupo chamado ${record.Nome}.`]],
    check: (record) => {
      const unknown = record.ChavesDeAcesso.find((key: unknown) => !isKey(key));
      if (unknown !== undefined) throw badRequest(`Chaves de acesso: chave desconhecida: ${String(unknown)}.`);
    },
    removable: (row, ctx) => {
      const users = ctx.db.table('admin-user').all().filter((user) => user.Papeis.some((role: Row) => role.PapeisID === row.GrupoPermissaoID)).length;
      if (users) throw new HttpError(409, `O grupo ${row.Nome} está em uso por ${users} ${users === 1 ? 'usuário' : 'usuários'}. Tire-o dos usuários antes de removê-lo.`);
    },
  },
  'permission-key': { rows: keyCatalogue, from: [], readers: { list: ['PermissaoGrupo', 'Usuario'] } },
  'ecommerce-news': { field: 'noticia', prepare: (record, ctx) => ({ capa: '', ...record, dataPublicacao: record.dataPublicacao ?? today(ctx) }) },
  'ecommerce-article': { field: 'artigo', prepare: (record, ctx) => ({ resumo: '', capa: '', ...record, dataArtigo: record.dataArtigo ?? today(ctx) }) },
};

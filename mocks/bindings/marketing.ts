/** Marketing resources: coupons, sales links, banners, campaigns, testimonies, settings, store content. */
import type { Binding } from '../core/crud.ts';
import type { Row } from '../core/db.ts';
import { badRequest } from '../core/router.ts';
import { catalog } from '../seed/fixtures.ts';
import { checkoutLink, discountText } from '../seed/people.ts';
import { period, product, references, today } from './shared.ts';

const DAY = 86_400_000;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const banner: Binding = { check: period('dataInicio', 'dataFim') };
const productOptions = (kind: 'Curso' | 'Módulo', id: string) => () => catalog.products.filter((p) => p.Tipo === kind).map((p) => ({ [id]: p.ID, name: p.Nome }));

export const MARKETING: Record<string, Binding> = {
  coupon: {
    readers: { list: ['Campaign'] },
    // A new coupon is made by the signed-in user and lasts 30 days unless the form says otherwise.
    prepare: (record, ctx) => {
      const created = record.DataCriacao ?? today(ctx);
      return {
        Campanha: '', Venda: '', OperadorID: null, ProdutosDoCupom: [], ValorLimite: null, ...record,
        DataCriacao: created, DataExpiracao: record.DataExpiracao ?? plusDays(created, 30),
        UsuarioID: record.UsuarioID ?? Number(ctx.user!._id), NomeUsuario: record.NomeUsuario ?? ctx.user!.name,
        // The single product of a module or course coupon; other scopes have none.
        ProdutoCupomID: record.Aplicavel === 2 || record.Aplicavel === 3 ? record.ProdutoCupomID ?? null : null,
        ...(record.Aplicavel === 4 ? { ProdutosDoCupom: references(record.ProdutosDoCupom, catalog.products, 'ID', { ID: 'ID', Nome: 'Nome' }, 'Produtos do cupom') } : {}),
      };
    },
    unique: [['Nome', (record) => `Já existe um cupom com o nome ${record.Nome}.`]],
    check: (record) => {
      if (record.TipoDescontoID === 1 && record.Desconto > 100) throw badRequest('Desconto: o desconto em porcentagem não pode passar de 100%.');
      period('DataCriacao', 'DataExpiracao', 'A data de expiração não pode ser anterior à data de criação.')(record);
    },
  },
  'sales-link': {
    // The product comes from the form's kind and id; the checkout address is fixed when the link is made.
    prepare: (record, ctx) => {
      const course = record.tipoProduto === 'Curso';
      const chosen = product(course ? record.cursoId : record.moduloId);
      if (!chosen || chosen.Tipo !== record.tipoProduto) throw badRequest(`${course ? 'Curso' : 'Módulo'}: Escolha uma das opções.`);
      const ref = { _id: chosen.ID, name: chosen.Nome };
      const percent = record.discountType === 'Porcentagem';
      const next: Row = {
        ...record, Email: String(record.Email ?? '').toLowerCase(), Produto: chosen.Nome, curso: course ? ref : null, modulo: course ? null : ref,
        cursoId: course ? chosen.ID : null, moduloId: course ? null : chosen.ID, dataCriacao: record.dataCriacao ?? today(ctx),
        operador: record.operador ?? ctx.user!.name, status: record.status ?? 'pagamento pendente', link: record.link ?? checkoutLink(ctx.table.nextId()),
        porcentagemDesconto: percent ? record.porcentagemDesconto : null, valorDesconto: percent ? null : record.valorDesconto,
      };
      return { ...next, desconto: discountText(next) };
    },
    check: (record) => {
      const price = product(record.curso?._id ?? record.modulo?._id)!.Preco;
      if (record.discountType === 'Porcentagem' && !(record.porcentagemDesconto > 0 && record.porcentagemDesconto <= 100)) throw badRequest('Desconto: use uma porcentagem entre 1 e 100.');
      if (record.discountType === 'Dinheiro' && !(record.valorDesconto > 0 && record.valorDesconto <= price)) throw badRequest('Desconto: o desconto não pode passar do preço do produto.');
      period('dataCriacao', 'dataExpiracao', 'A data de expiração não pode ser anterior à data de criação.')(record);
    },
  },
  'sales-link-course': { rows: productOptions('Curso', '_id'), from: [] },
  'sales-link-module': { rows: productOptions('Módulo', '_id'), from: [] },
  'ecommerce-banner': banner,
  'logged-area-banner': banner,
  campaign: {
    prepare: (record, ctx) => ({
      orcamento: 0, descricao: '', ...record,
      cupons: references(record.cupons, ctx.db.table('coupon').all(), 'CupomID', { CupomID: 'CupomID', Nome: 'Nome' }, 'Cupons'),
    }),
    unique: [['nome', (record) => `Já existe uma campanha chamada ${record.nome}.`]],
    check: period('dataInicio', 'dataFim'),
  },
  testimony: { prepare: (record, ctx) => ({ ...record, ordem: record.ordem ?? ctx.table.size + 1 }) },
  'marketing-settings': { singleton: true, prepare: (record, ctx) => ({ ...record, atualizadoEm: ctx.now().toISOString(), atualizadoPor: ctx.user!.name }) },
  'free-material': { prepare: (record, ctx) => ({ ...record, editedAt: ctx.now().toISOString() }) },
  'fixed-bar': { check: period('dataInicio', 'dataFim') },
  'navigation-item': {
    rows: (db) => db.table('navigation-item').all().map((row) => ({ ...row, nomePai: db.table('navigation-item').get(row.paiId)?.label ?? '' })),
    from: ['navigation-item'],
    record: (row, db) => ({ ...row, nomePai: db.table('navigation-item').get(row.paiId)?.label ?? '' }),
    option: (row) => ({ _id: row._id, label: row.label }),
    field: 'itemNavegacao',
    drop: ['nomePai'],
    prepare: (record, ctx) => ({ ...record, ordem: record.ordem ?? ctx.table.all().filter((row) => row.paiId === (record.paiId ?? null)).length + 1, paiId: record.paiId ?? null }),
    check: (record, ctx) => {
      // Walking up from the chosen parent must never meet the item itself.
      for (let step = record.paiId; step !== null && step !== undefined; step = ctx.table.get(step)?.paiId) {
        if (!ctx.table.get(step)) throw badRequest('Item pai: o item escolhido não existe.');
        if (ctx.existing && step === ctx.existing._id) throw badRequest('Item pai: um item não pode ficar dentro dele mesmo nem de um item abaixo dele.');
      }
    },
    removable: (row, ctx) => {
      if (ctx.db.table('navigation-item').all().some((other) => other.paiId === row._id)) throw badRequest(`O item ${row.label} tem itens abaixo dele: mova-os ou remova-os antes.`);
    },
  },
  redirect: {
    field: 'redirecionamento',
    prepare: (record, ctx) => ({ acessos: 0, ...record, criadoEm: record.criadoEm ?? today(ctx) }),
    unique: [['de', (record) => `Já existe um redirecionamento a partir de ${record.de}.`]],
    check: (record) => {
      if (!/^\/\S*$/.test(record.de)) throw badRequest('De: o endereço de origem deve ser um caminho da loja que comece com /.');
      if (record.para === record.de) throw badRequest('Para: o endereço de destino deve ser diferente do de origem.');
    },
  },
  'automatic-link': {
    field: 'conexao',
    unique: [['palavraChave', (record) => `A palavra-chave ${record.palavraChave} já tem uma conexão automática.`]],
  },
  advertisement: { field: 'publicidade', check: period('dataInicio', 'dataFim') },
  offer: {
    prepare: (record) => ({ selo: '', ...record, produtos: references(record.produtos, catalog.products, 'ID', { ID: 'ID', Nome: 'Nome' }, 'Produtos') }),
    check: (record) => {
      if (!record.produtos.length) throw badRequest('Produtos: escolha pelo menos um produto para a oferta.');
      if (record.precoOferta >= record.precoOriginal) throw badRequest('Preço da oferta: deve ser menor que o preço original.');
      period('dataInicio', 'dataFim')(record);
    },
  },
  product: { rows: () => catalog.products.map((p) => ({ ID: p.ID, Nome: p.Nome })), from: [] },
};

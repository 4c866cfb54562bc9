/**
 * The tables that grow with MOCK_SCALE, drawn with faker (pt_BR): students (100 × scale) and their orders and
 * invoices, coupons (60 × scale), sales links (80 × scale), notices (45 × scale), manual releases (about a third of
 * the students). CPFs carry valid check digits (@brazilian-utils). Each record is drawn from its own seed.
 */
import type { Coupon, ManualRelease, Notice, SalesLink, Student } from '../../engine/core/generated/index.ts';
import { fillText } from '../../engine/core/template.ts';
import { brDay, chance, cpf, dayOf, draw, int, isoDay, pick, random, weighted } from './random.ts';
import { catalog, vocabulary } from './fixtures.ts';
import { groupBy } from '../core/groupBy.ts';

/** A student as stored: the form's fields plus what the management list shows. */
export type StudentRow = Student & {
  AlunoID: number; NomeAluno: string; ModuloCurso: string | null; SituacaoPagamento: string | null; Pedidos: number;
};

/** An order as stored (no entity schema: orders are read only, but for the cancellation). */
export interface OrderRow {
  PedidoId: number; NumPedido: string; Produto: string; DataCompra: string; Valor: number; FormaPagamento: 'Cartão' | 'Boleto';
  Status: string; Email: string; DataCancelamento: string | null; TipoCancelamento: string | null; MotivoCancelamento: string | null;
  Integral: boolean | null; Parcial: boolean | null; ValorReembolso: number | null; AlunoID: number; ProdutoID: number;
  CupomID: number | null; NomeCupom: string | null; Desconto: number; NumParcelas: number;
}

export type CouponRow = Coupon & { CupomID: number; OperadorID: number | null; ProdutoCupomID: number | null; UsuarioID: number; NomeUsuario: string };
export type SalesLinkRow = SalesLink & { _id: number; Produto: string; curso: { _id: number; name: string } | null; modulo: { _id: number; name: string } | null; desconto: string };
export type NoticeRow = Notice & { _id: number; DataCriacao: string; DataAtualizacao: string };
export type ReleaseRow = ManualRelease & { LiberacaoID: number; AlunoID: number; NomeAluno: string; DescLiberacao: Array<Record<string, unknown>>; UltimaLiberacao: string };

export const PAID = ['Pago', 'Pago QC'];
export const CANCELLED = ['Cancelado', 'Cancelado por chargeback', 'Convertido em Cupom'];
const DDD: Record<string, number> = {
  AC: 68, AL: 82, AP: 96, AM: 92, BA: 71, CE: 85, DF: 61, ES: 27, GO: 62, MA: 98, MT: 65, MS: 67, MG: 31, PA: 91, PB: 83, PR: 41,
  PE: 81, PI: 86, RJ: 21, RN: 84, RS: 51, RO: 69, RR: 95, SC: 48, SP: 11, SE: 79, TO: 63,
};
const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
const cents = (value: number) => Math.round(value * 100) / 100;

/** The first `count` students (without what their orders say: see `sales`). */
function people(count: number): StudentRow[] {
  const emails = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const f = draw('aluno', id);
    const sex = f.person.sexType();
    const first = f.person.firstName(sex);
    const middle = chance(0.22) ? ` ${f.person.firstName(sex)}` : '';
    const last = chance(0.7) ? `${f.person.lastName()} ${f.person.lastName()}` : f.person.lastName();
    const uf = f.location.state({ abbreviated: true });
    const domain = pick(vocabulary.emailDomains);
    let email = `${slug(first)}${pick(['.', '_', ''])}${slug(last.split(' ').pop()!)}${chance(0.4) ? int(1, 99) : ''}@${domain}`;
    if (emails.has(email)) email = email.replace('@', `${id}@`);
    emails.add(email);
    const name = `${first}${middle} ${last}`;
    return {
      AlunoID: id, NomeCompleto: name, NomeAluno: name, CPF: cpf(uf), Email: email, Telefone: `${DDD[uf]}9${f.string.numeric(8)}`,
      CEP: f.location.zipCode('########'), Logradouro: f.location.street(), Numero: f.location.buildingNumber(),
      Complemento: chance(0.35) ? f.location.secondaryAddress() : '', Cidade: f.location.city(),
      Bairro: chance(0.2) ? 'Centro' : `${pick(['Jardim', 'Vila', 'Parque', 'Conjunto'])} ${f.person.lastName()}`, Estado: uf,
      ModuloCurso: null, SituacaoPagamento: null, Pedidos: 0,
    } as StudentRow;
  });
}

/** The first `count` coupons. */
export function coupons(count: number): CouponRow[] {
  const products = catalog.products;
  const taken = new Set<string>();
  const suffixes = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    draw('cupom', id);
    const campaign = chance(0.4) ? pick(vocabulary.couponCampaigns) : null;
    const type = chance(0.75) ? 1 : 2;
    const discount = type === 1 ? pick(vocabulary.couponPercents) : pick(vocabulary.couponAmounts);
    // At large scales codes repeat: CONCURSO10, then CONCURSO10A, CONCURSO10B..., CONCURSO10AA...
    const stem = `${campaign ? campaign[1] : pick(vocabulary.couponCodes)}${discount}`;
    let name = stem;
    for (let n = suffixes.get(stem) ?? 1; taken.has(name); n += 1) {
      name = stem + n.toString(26).split('').map((digit) => String.fromCharCode(65 + parseInt(digit, 26))).join('');
      suffixes.set(stem, n + 1);
    }
    taken.add(name);
    const created = campaign ? int(dayOf(campaign[2]), dayOf(campaign[3])) : int(dayOf('2025-01-06'), dayOf('2026-11-10'));
    const expires = created + pick([7, 15, 30, 30, 45, 60, 90, 180]);
    const scope = weighted<1 | 2 | 3 | 4 | null>([[1, 35], [null, 10], [2, 20], [3, 20], [4, 15]]);
    const scoped = scope === 2 || scope === 3 ? [pick(products.filter((p) => p.Tipo === (scope === 3 ? 'Curso' : 'Módulo')))]
      : scope === 4 ? [...new Map(Array.from({ length: int(2, 4) }, () => pick(products)).map((p) => [p.ID, p])).values()].sort((a, b) => a.ID - b.ID) : [];
    const [staffId, staffName] = pick(vocabulary.staff);
    const limited = chance(0.35);
    return {
      CupomID: id, Nome: name, Desconto: discount, DataCriacao: isoDay(created), DataExpiracao: isoDay(expires), UsoUnico: chance(0.3),
      Aplicavel: scope, Modalidade: campaign ? 'Campanha' : 'Vendas', Status: chance(expires < dayOf('2026-06-01') ? 0.2 : 0.8),
      OperadorID: campaign ? null : pick(vocabulary.staff)[0], Campanha: campaign ? campaign[0] : '', Venda: campaign ? '' : pick(vocabulary.salesChannels),
      ProdutoCupomID: scope === 2 || scope === 3 ? scoped[0].ID : null, Limite: limited,
      ValorLimite: limited ? weighted([[50, 6], [100, 2], [200, 1], [500, 1]] as const) : null,
      UsuarioID: staffId, TipoDescontoID: type, NomeUsuario: staffName, ProdutosDoCupom: scoped.map((p) => ({ ID: p.ID, Nome: p.Nome })),
    } as CouponRow;
  });
}

/** Students with their orders and invoices (built together: a student's list row shows their latest order). */
export function sales(studentCount: number, couponRows: readonly CouponRow[]) {
  const students = people(studentCount);
  const courses = catalog.products.filter((product) => product.Tipo === 'Curso');
  const orders: OrderRow[] = [];
  const invoices: Array<Record<string, unknown>> = [];
  for (const student of students) {
    draw('aluno-pedidos', student.AlunoID);
    const count = Math.max(student.AlunoID === 1 ? 2 : 0, weighted([[0, 8], [1, 30], [2, 25], [3, 17], [4, 12], [5, 8]] as const));
    for (let n = 0; n < count; n += 1) {
      const id = orders.length + 1;
      draw('pedido', id);
      const product = chance(0.45) ? pick(courses) : pick(catalog.products);
      const coupon = couponRows.length && chance(0.22) ? couponRows[Math.floor(random() ** 2 * Math.min(couponRows.length, 40))] : null;
      const discount = !coupon ? 0 : cents(coupon.TipoDescontoID === 1 ? (product.Preco * coupon.Desconto) / 100 : Math.min(coupon.Desconto, product.Preco * 0.5));
      // Order 1 and the orders of student 1 (the first rows the generated checks open) stay cancellable.
      let status = id === 1 ? 'Pago' : weighted(vocabulary.orderStatuses);
      if (student.AlunoID === 1 && CANCELLED.includes(status)) status = 'Pago';
      const payment: OrderRow['FormaPagamento'] = status === 'Cancelado por chargeback' || chance(0.65) ? 'Cartão' : 'Boleto';
      if (payment === 'Boleto' && (status === 'Pagamento Recusado' || status === 'Recusado')) status = 'Aguardando pagamento';
      const day = int(dayOf('2025-01-02'), dayOf('2026-11-15'));
      const value = cents(product.Preco - discount);
      const cancelled = CANCELLED.includes(status);
      const integral = cancelled ? chance(0.75) : null;
      orders.push({
        PedidoId: id, NumPedido: String(100000 + id), Produto: product.Nome, DataCompra: brDay(day), Valor: value, FormaPagamento: payment,
        Status: status, Email: student.Email, DataCancelamento: cancelled ? brDay(Math.min(day + int(1, 30), dayOf('2026-11-20'))) : null,
        TipoCancelamento: !cancelled ? null : status === 'Convertido em Cupom' || payment === 'Boleto' ? 'Converter em Crédito' : 'Cancelamento Cartão',
        MotivoCancelamento: cancelled ? pick(vocabulary.cancelReasons[status]) : null, Integral: integral,
        Parcial: cancelled ? !integral : null, ValorReembolso: cancelled ? (integral ? value : cents((value * int(30, 80)) / 100)) : null,
        AlunoID: student.AlunoID, ProdutoID: product.ID, CupomID: coupon?.CupomID ?? null, NomeCupom: coupon?.Nome ?? null, Desconto: discount,
        NumParcelas: payment === 'Cartão' ? weighted([[1, 30], [2, 5], [3, 10], [6, 10], [10, 15], [12, 30]] as const) : 1,
      });
      if (PAID.includes(status) || cancelled) {
        const number = String(240000 + id).padStart(9, '0');
        // The first invoice is pending, so the e2e flows can issue it.
        const pending = !cancelled && (invoices.length === 0 || chance(0.06));
        invoices.push({
          NotaFiscalID: invoices.length + 1, NumeroNota: number, Serie: '1', PedidoId: id, NumPedido: String(100000 + id), AlunoID: student.AlunoID,
          NomeAluno: student.NomeCompleto, CPF: student.CPF, Email: student.Email, Produto: product.Nome, Valor: value,
          DataEmissao: pending ? null : isoDay(day), Status: cancelled ? 'Cancelada' : pending ? 'Pendente' : 'Emitida',
          Arquivo: pending ? null : `/notas-fiscais/NFe-${number}.pdf`, DataCancelamento: cancelled ? isoDay(dayOf(orders[orders.length - 1].DataCancelamento!)) : null,
        });
      }
    }
  }
  const byStudent = groupBy(orders, (order) => order.AlunoID);
  for (const student of students) {
    const mine = byStudent.get(student.AlunoID) ?? [];
    const latest = mine.reduce<OrderRow | undefined>((best, order) => (!best || dayOf(order.DataCompra) > dayOf(best.DataCompra) || (dayOf(order.DataCompra) === dayOf(best.DataCompra) && order.PedidoId > best.PedidoId) ? order : best), undefined);
    Object.assign(student, { ModuloCurso: latest?.Produto ?? null, SituacaoPagamento: latest?.Status ?? null, Pedidos: mine.length });
  }
  return { students, orders, invoices };
}

/** The checkout address of sales link `id`. */
export const checkoutLink = (id: number) => `https://loja.exemplo.com.br/checkout/link-de-vendas/${(Math.imul(id, 2654435761) >>> 0).toString(36).toUpperCase().padStart(7, '0')}`;

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** `R$ 1.234,56` with a plain space. */
export const brl = (value: number) => BRL.format(value).replace(/\u00a0/g, ' ');

/** The discount of a sales link as the list shows it: `15%` or `R$ 50,00`. */
export const discountText = (link: { discountType?: string; porcentagemDesconto?: number | null; valorDesconto?: number | null }) =>
  link.discountType === 'Porcentagem' ? `${String(link.porcentagemDesconto ?? 0).replace('.', ',')}%` : brl(link.valorDesconto ?? 0);

/** The first `count` sales links, sent to the first 100 students (there at any scale). */
export function salesLinks(count: number, students: readonly StudentRow[]): SalesLinkRow[] {
  const customers = students.slice(0, 100);
  const [courses, modules] = [catalog.products.filter((p) => p.Tipo === 'Curso'), catalog.products.filter((p) => p.Tipo === 'Módulo')];
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    draw('link-vendas', id);
    const isCourse = chance(0.6);
    const product = pick(isCourse ? courses : modules);
    const percent = chance(0.7);
    const created = int(dayOf('2025-03-03'), dayOf('2026-11-20'));
    const ref = { _id: product.ID, name: product.Nome };
    const link = {
      _id: id, Email: customers.length ? pick(customers).Email : `cliente${id}@exemplo.com.br`, Produto: product.Nome,
      tipoProduto: isCourse ? 'Curso' : 'Módulo', cursoId: isCourse ? product.ID : null, moduloId: isCourse ? null : product.ID,
      porcentagemDesconto: percent ? pick([5, 10, 10, 15, 20, 20, 25, 30]) : null,
      valorDesconto: percent ? null : Math.min(pick([30, 50, 50, 100, 150, 200]), Math.floor(product.Preco / 2)),
      dataCriacao: isoDay(created), dataExpiracao: isoDay(created + pick([3, 7, 7, 15, 30])), operador: pick(vocabulary.staff)[1],
      status: chance(created < dayOf('2026-10-21') ? 0.7 : 0.3) ? 'pago' : 'pagamento pendente', curso: isCourse ? ref : null, modulo: isCourse ? null : ref,
      discountType: percent ? 'Porcentagem' : 'Dinheiro', link: checkoutLink(id),
    } as SalesLinkRow;
    return { ...link, desconto: discountText(link) };
  });
}

/** The first `count` notices, each by the teacher of its module. */
export function notices(count: number): NoticeRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    draw('recado', id);
    const module = pick(catalog.noticeModules);
    const [subject, exam] = module.NomeModulo.split(' para ');
    const created = int(dayOf('2025-06-02'), dayOf('2026-05-29'));
    const [subjectLine, body] = pick(vocabulary.notices);
    const hour = pick([9, 14, 19, 20]);
    const context = {
      subject, exam, day: brDay(created + int(3, 20)), hour, hourEnd: hour + 2, percent: int(52, 78),
      topic: pick(vocabulary.noticeTopics[subject] ?? ['revisão geral']),
    };
    return {
      _id: id, modulo: module.NomeModulo, assunto: fillText(subjectLine, context), professor: module.Professor,
      recado: `${fillText(body, context)}<p>Bons estudos!<br>Prof. ${module.Professor}</p>`,
      DataCriacao: isoDay(created), DataAtualizacao: isoDay(chance(0.4) ? created + int(1, 15) : created),
    };
  });
}

/** The manual releases of about a third of the students. */
export function releases(students: readonly StudentRow[]): ReleaseRow[] {
  const out: ReleaseRow[] = [];
  for (const student of students) {
    draw('liberacao', student.AlunoID);
    if (!chance(0.34)) continue;
    const Cursos: Array<{ id: number; name: string }> = [];
    const Modulos: Array<{ id: number; name: string }> = [];
    const entries: Array<Record<string, unknown>> = [];
    let day = int(dayOf('2025-03-03'), dayOf('2026-03-30'));
    for (let n = weighted([[1, 6], [2, 3], [3, 1]] as const); n > 0; n -= 1) {
      const isCourse = chance(0.45);
      const product = pick(catalog.products.filter((p) => p.Tipo === (isCourse ? 'Curso' : 'Módulo')));
      const target = isCourse ? Cursos : Modulos;
      if (target.some((item) => item.id === product.ID)) continue;
      target.push({ id: product.ID, name: product.Nome });
      entries.push({
        DescLiberacaoID: entries.length + 1, Produto: product.Tipo, NomeProduto: product.Nome, Operador: weighted(vocabulary.releaseOperators),
        DataLiberacao: isoDay(day), Observacao: pick(vocabulary.releaseReasons),
      });
      day += int(1, 30);
    }
    out.push({
      LiberacaoID: out.length + 1, AlunoID: student.AlunoID, NomeAluno: student.NomeCompleto, EmailAluno: student.Email, Cursos, Modulos,
      DescLiberacao: entries, UltimaLiberacao: String(entries[entries.length - 1].DataLiberacao),
    } as ReleaseRow);
  }
  return out;
}

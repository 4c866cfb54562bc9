/**
 * Manual release: courses and modules released to a student found by e-mail. A student has one release record
 * that accumulates what was released, with one history line per product and the operator; releasing only what
 * the student already has is refused.
 */
import { badRequest, rule, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import type { Row } from '../core/db.ts';
import { today } from '../bindings/shared.ts';
import { catalog } from '../seed/fixtures.ts';
import { needsOf, resourceOf, type Services } from './services.ts';

function products(value: unknown, kind: 'Curso' | 'Módulo'): Row[] {
  return (Array.isArray(value) ? value : []).map((item) => {
    const id = Number(item && typeof item === 'object' ? item.id ?? item.ID : item);
    const product = catalog.products.find((candidate) => candidate.ID === id);
    if (!product) throw badRequest(`Produto não encontrado no catálogo: ${id}.`);
    if (product.Tipo !== kind) throw badRequest(`${product.Nome} não é um ${kind === 'Curso' ? 'curso' : 'módulo'}.`);
    return { id: product.ID, name: product.Nome };
  });
}

export function releaseRules(services: Services) {
  // A release always adds to the student's record: it is a creation, whatever the body says.
  return [
    rule('POST /api/liberacao/save', needsOf(services, 'manual-release').create, (ctx: Ctx) => {
      validateRecord(resourceOf(services, 'manual-release').schema!, ctx.body);
      const email = String(ctx.body.EmailAluno).trim().toLowerCase();
      const student = ctx.db.table('student').all().find((row) => row.Email.toLowerCase() === email);
      if (!student) throw badRequest(`Nenhum aluno cadastrado com o e-mail ${ctx.body.EmailAluno}.`);
      const chosen: Array<[Row[], 'Curso' | 'Módulo']> = [[products(ctx.body.Cursos, 'Curso'), 'Curso'], [products(ctx.body.Modulos, 'Módulo'), 'Módulo']];
      if (!chosen.some(([items]) => items.length)) throw badRequest('Escolha ao menos um curso ou módulo para liberar.');
      const table = ctx.db.table('manual-release');
      const existing = table.all().find((release) => release.AlunoID === student.AlunoID);
      const record: Row = { Cursos: [], Modulos: [], DescLiberacao: [], ...existing };
      const history = [...record.DescLiberacao];
      for (const [items, kind] of chosen) {
        const field = kind === 'Curso' ? 'Cursos' : 'Modulos';
        for (const item of items) {
          if (record[field].some((known: Row) => known.id === item.id)) continue;
          record[field] = [...record[field], item];
          history.push({ DescLiberacaoID: history.length + 1, Produto: kind, NomeProduto: item.name, Operador: ctx.user!.name, DataLiberacao: today(ctx), Observacao: String(ctx.body.Observacao ?? '') });
        }
      }
      if (history.length === record.DescLiberacao.length) throw badRequest('Os cursos e módulos escolhidos já estavam liberados para este aluno.');
      const fields = { ...record, AlunoID: student.AlunoID, NomeAluno: student.NomeCompleto, EmailAluno: student.Email, DescLiberacao: history, UltimaLiberacao: today(ctx) };
      return { liberacao: existing ? table.put(fields) : table.insert(fields) };
    }),
  ];
}

/**
 * Testimonies (simulated endpoints): `POST /api/depoimentos` (nomeAluno, concurso, publicado → depoimentos,
 * totalDepoimentos), `GET /api/depoimentos/depoimento` (_id), `POST /api/depoimentos/save`,
 * `POST /api/depoimentos/remove-depoimento`.
 */
import { allOf, containsText, equalsBoolean } from '../paging/filters.ts';
import { testimoniesTable, type TestimonyRecord } from '../seed/testimonies.ts';
import { badRequest } from '../server/errors.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the testimony endpoints. */
export const TESTIMONY_MESSAGES = {
  notFound: 'Depoimento não encontrado.',
  idRequired: 'Informe o depoimento (_id).',
  tooShort: 'O depoimento precisa ter pelo menos 20 caracteres.',
} as const;

/** Registers the testimony routes. */
export function registerTestimonyRoutes(router: Router): void {
  registerCrudRoutes<TestimonyRecord>(router, {
    table: testimoniesTable,
    listPath: '/api/depoimentos',
    listField: 'depoimentos',
    totalField: 'totalDepoimentos',
    filter: (input) => allOf<TestimonyRecord>(
      containsText('nomeAluno', input.nomeAluno),
      containsText('concurso', input.concurso),
      equalsBoolean('publicado', input.publicado),
    ),
    getPath: '/api/depoimentos/depoimento',
    savePath: '/api/depoimentos/save',
    removePath: '/api/depoimentos/remove-depoimento',
    recordField: 'depoimento',
    messages: TESTIMONY_MESSAGES,
    build(fields, _context, existing, others) {
      const depoimento = fields.text('depoimento', 'o texto do depoimento', { required: true, max: 2000 });
      if (depoimento.length < 20) throw badRequest(TESTIMONY_MESSAGES.tooShort);
      return {
        nomeAluno: fields.text('nomeAluno', 'o nome do aluno', { required: true, max: 120 }),
        concurso: fields.text('concurso', 'o concurso em que foi aprovado', { required: true, max: 120 }),
        cargo: fields.text('cargo', 'o cargo', { max: 120 }),
        depoimento,
        foto: fields.url('foto', 'a foto'),
        video: fields.url('video', 'o vídeo'),
        publicado: fields.bool('publicado', false),
        ordem: fields.number('ordem', 'a ordem', {
          min: 1, max: 999, integer: true, fallback: existing?.ordem ?? others.length + 1,
        })!,
      };
    },
  });
}

/**
 * Fixed bars (simulated endpoints): `POST /api/barra-fixa` (texto, ativo → barrasFixas, totalBarrasFixas),
 * `GET /api/barra-fixa/barra` (_id), `POST /api/barra-fixa/save`, `POST /api/barra-fixa/remove-barra`.
 */
import { allOf, containsText, equalsBoolean } from '../paging/filters.ts';
import { fixedBarsTable, type FixedBarRecord } from '../seed/fixedBar.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';
import { checkPeriod } from './recordFields.ts';

/** Messages of the fixed bar endpoints. */
export const FIXED_BAR_MESSAGES = {
  notFound: 'Barra fixa não encontrada.',
  idRequired: 'Informe a barra fixa (_id).',
} as const;

/** Registers the fixed bar routes. */
export function registerFixedBarRoutes(router: Router): void {
  registerCrudRoutes<FixedBarRecord>(router, {
    table: fixedBarsTable,
    listPath: '/api/barra-fixa',
    listField: 'barrasFixas',
    totalField: 'totalBarrasFixas',
    filter: (input) => allOf<FixedBarRecord>(containsText('texto', input.texto), equalsBoolean('ativo', input.ativo)),
    getPath: '/api/barra-fixa/barra',
    savePath: '/api/barra-fixa/save',
    removePath: '/api/barra-fixa/remove-barra',
    recordField: 'barraFixa',
    messages: FIXED_BAR_MESSAGES,
    build(fields) {
      const dataInicio = fields.date('dataInicio', 'a data de início', { required: true })!;
      const dataFim = fields.date('dataFim', 'a data de fim', { required: true })!;
      checkPeriod(dataInicio, dataFim);
      return {
        texto: fields.text('texto', 'o texto da barra', { required: true, max: 140 }),
        link: fields.url('link', 'o link da barra'),
        textoBotao: fields.text('textoBotao', 'o texto do botão', { max: 30 }),
        corFundo: fields.colour('corFundo', 'a cor de fundo', '#1E5AA8'),
        corTexto: fields.colour('corTexto', 'a cor do texto', '#FFFFFF'),
        dataInicio,
        dataFim,
        ativo: fields.bool('ativo', true),
      };
    },
  });
}

/**
 * Automatic links (simulated endpoints): `POST /api/conexoes-automaticas` (palavraChave, ativo → conexoes,
 * totalConexoes), `GET /api/conexoes-automaticas/conexao` (_id), `POST /api/conexoes-automaticas/save`,
 * `POST /api/conexoes-automaticas/remove-conexao`.
 */
import { allOf, containsText, equalsBoolean, normalizeText } from '../paging/filters.ts';
import { automaticLinksTable, type AutomaticLinkRecord } from '../seed/automaticLinks.ts';
import { badRequest } from '../server/errors.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the automatic link endpoints. */
export const AUTOMATIC_LINK_MESSAGES = {
  notFound: 'Conexão automática não encontrada.',
  idRequired: 'Informe a conexão automática (_id).',
  keywordTaken: (keyword: string) => `A palavra-chave ${keyword} já tem uma conexão automática.`,
} as const;

/** Registers the automatic link routes. */
export function registerAutomaticLinkRoutes(router: Router): void {
  registerCrudRoutes<AutomaticLinkRecord>(router, {
    table: automaticLinksTable,
    listPath: '/api/conexoes-automaticas',
    listField: 'conexoes',
    totalField: 'totalConexoes',
    filter: (input) => allOf<AutomaticLinkRecord>(
      containsText(['palavraChave', 'url'], input.palavraChave),
      equalsBoolean('ativo', input.ativo),
    ),
    getPath: '/api/conexoes-automaticas/conexao',
    savePath: '/api/conexoes-automaticas/save',
    removePath: '/api/conexoes-automaticas/remove-conexao',
    recordField: 'conexao',
    messages: AUTOMATIC_LINK_MESSAGES,
    build(fields, _context, _existing, others) {
      const palavraChave = fields.text('palavraChave', 'a palavra-chave', { required: true, max: 80 });
      const key = normalizeText(palavraChave);
      if (others.some((other) => normalizeText(other.palavraChave) === key)) {
        throw badRequest(AUTOMATIC_LINK_MESSAGES.keywordTaken(palavraChave));
      }
      return {
        palavraChave,
        url: fields.url('url', 'o endereço', { required: true }),
        maxOcorrencias: fields.number('maxOcorrencias', 'o máximo de ocorrências por página', { min: 1, max: 10, integer: true, fallback: 1 })!,
        novaAba: fields.bool('novaAba', false),
        ativo: fields.bool('ativo', true),
      };
    },
  });
}

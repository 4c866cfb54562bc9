/**
 * Free materials (simulated endpoints): `POST /api/materiais-gratuitos` (name, type, publicado, paging →
 * MaterialGratuito, totalMaterialGratuito), `GET /api/material-gratuito` (_id → materialGratuito),
 * `GET /api/material-gratuito/ebook` (searchMaterial: name filter, E-books only), `POST /api/material-gratuito/save`,
 * `POST /api/material-gratuito/remove-material`.
 */
import { allOf, containsText, equalsBoolean, equalsValue } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { MATERIAL_TYPES, freeMaterialsTable, type FreeMaterialRecord } from '../seed/freeMaterials.ts';
import type { Router } from '../server/router.ts';
import { registerCrudRoutes } from './crudRoutes.ts';

/** Messages of the free material endpoints. */
export const FREE_MATERIAL_MESSAGES = {
  notFound: 'Material gratuito não encontrado.',
  idRequired: 'Informe o material (_id).',
} as const;

/** Registers the free material routes. */
export function registerFreeMaterialRoutes(router: Router): void {
  registerCrudRoutes<FreeMaterialRecord>(router, {
    table: freeMaterialsTable,
    listPath: '/api/materiais-gratuitos',
    listField: 'MaterialGratuito',
    totalField: 'totalMaterialGratuito',
    filter: (input) => allOf<FreeMaterialRecord>(
      containsText('name', input.name),
      equalsValue('type', input.type),
      equalsBoolean('publicado', input.publicado),
    ),
    getPath: '/api/material-gratuito',
    savePath: '/api/material-gratuito/save',
    removePath: '/api/material-gratuito/remove-material',
    recordField: 'materialGratuito',
    messages: FREE_MATERIAL_MESSAGES,
    build(fields, context) {
      return {
        name: fields.text('name', 'o nome do material', { required: true, max: 150 }),
        type: fields.choice('type', 'o tipo', MATERIAL_TYPES, { required: true }),
        capa: fields.url('capa', 'a capa'),
        link: fields.url('link', 'o link do material', { required: true }),
        descricao: fields.text('descricao', 'a descrição', { max: 1000 }),
        publicado: fields.bool('publicado', true),
        editedAt: context.now().toISOString(),
      };
    },
  });

  router.get('/api/material-gratuito/ebook', (context) =>
    pagedResponse(context.input, context.store.table(freeMaterialsTable).all(), {
      list: 'MaterialGratuito',
      total: 'totalMaterialGratuito',
      filter: allOf<FreeMaterialRecord>(equalsValue('type', 'E-book'), containsText('name', context.input.searchMaterial)),
    }));
}

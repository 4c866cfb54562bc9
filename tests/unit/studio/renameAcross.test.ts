// @vitest-environment node
/** Rename across files: every reference changes in one set of drafts, and the result still validates. */
import { describe, expect, it } from 'vitest';
import * as generated from 'virtual:screens/studio-validators';
import { icons, schemas, sources } from 'virtual:screens/studio';
import { formatProblem } from '../../../engine/core/validation/problems';
import { renameAcross } from '../../../engine/studio/rename/renameAcross';
import { browserCheckers } from '../../../engine/studio/validation/browserCheckers';
import { validateWorkspace } from '../../../engine/studio/validation/validateWorkspace';

const checkers = browserCheckers({ ...generated, schemas, icons });

describe('renomear em todos os arquivos', () => {
  it('uma chave de permissão muda no catálogo, no recurso, no menu e nas chaves dos botões, e tudo continua válido', () => {
    const changes = renameAcross(sources, 'key', 'Cupons', 'Descontos');
    // Titles that read "Cupons" are texts, not the key.
    expect(Object.keys(changes).sort()).toEqual(['menu.json', 'permissions.json', 'screens/resources/coupon.json']);
    expect(changes['permissions.json']).toContain('"key": "Descontos.new"');
    expect(changes['permissions.json']).not.toMatch(/"key": "Cupons/);
    const report = validateWorkspace(new Map(Object.entries({ ...sources, ...changes })), checkers);
    expect(report.errors.map(formatProblem)).toEqual([]);
  });

  it('uma rota muda na tela e no menu; nomes iguais em chaves de objeto ficam', () => {
    const changes = renameAcross(sources, 'route', '/marketing/cupom', '/marketing/cupons');
    expect(Object.keys(changes)).toEqual(expect.arrayContaining(['screens/marketing/cupons.json', 'menu.json']));
    expect(changes['screens/marketing/cupons.json']).toContain('"route": "/marketing/cupons"');
    expect(renameAcross(sources, 'id', 'Nome', 'Titulo')['screens/marketing/cupons.json']).toBeUndefined();
    expect(Object.keys(renameAcross(sources, 'id', 'coupon', 'desconto'))).toEqual(expect.arrayContaining(['screens/resources/coupon.json', 'screens/marketing/cupons.json']));
    expect(renameAcross(sources, 'key', 'Cupons', 'Cupons')).toEqual({});
  });
});

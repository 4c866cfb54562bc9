// @vitest-environment node
/**
 * The seed: the same data on every start, record n the same at any MOCK_SCALE, valid CPFs, every record valid for
 * its resource's entity schema, the demo users of README.md, and the forms' validation texts.
 */
import { readFileSync } from 'node:fs';
import { isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../../engine/core/i18n/messages';
import { createMockApi } from '../../../mocks/api';
import { BINDINGS } from '../../../mocks/bindings';
import { MESSAGES, validateRecord } from '../../../mocks/core/validate';
import { coupons, notices, releases, sales, salesLinks } from '../../../mocks/seed/people';
import { DEMO_USERS } from '../../../mocks/users';

describe('dados gerados', () => {
  it('são os mesmos em cada geração, e o registro n é o mesmo em qualquer escala', () => {
    const small = sales(100, coupons(60));
    const large = sales(300, coupons(180));
    expect(sales(100, coupons(60))).toEqual(small);
    expect(large.students.slice(0, 100)).toEqual(small.students);
    expect(large.orders.slice(0, small.orders.length)).toEqual(small.orders);
    expect(coupons(180).slice(0, 60)).toEqual(coupons(60));
    expect(notices(90).slice(0, 45)).toEqual(notices(45));
    expect(salesLinks(160, large.students).slice(0, 80)).toEqual(salesLinks(80, small.students));
    expect(releases(large.students).filter((release) => release.AlunoID <= 100).map(({ LiberacaoID: _, ...rest }) => rest))
      .toEqual(releases(small.students).map(({ LiberacaoID: _, ...rest }) => rest));
  });

  it('alunos brasileiros plausíveis: CPF com dígitos verificadores, celular com DDD, CEP e e-mail únicos', () => {
    const { students, orders } = sales(2000, coupons(60));
    expect(students.every((student) => isValidCpf(student.CPF) && isValidPhone(student.Telefone ?? '') && /^\d{8}$/.test(student.CEP ?? ''))).toBe(true);
    expect(new Set(students.map((student) => student.Email)).size).toBe(students.length);
    expect(new Set(students.map((student) => student.CPF)).size).toBe(students.length);
    // Student 1 and order 1 are opened by the generated checks: they must have orders and be cancellable.
    expect(orders.filter((order) => order.AlunoID === 1).length).toBeGreaterThanOrEqual(2);
    expect(orders[0].Status).toBe('Pago');
  });
});

describe('cada registro da semente', () => {
  const api = createMockApi({ dataDir: null });
  // my-profile is the signed-in account's own record, not a table.
  const cases = [...api.definitions.resources.values()].filter((resource) => resource.schema && resource.save && resource.id !== 'my-profile').map((resource) => [resource.id, resource] as const);
  it.each(cases)('de %s passa pelo esquema da entidade (uma edição sem mudanças é aceita)', (_, resource) => {
    const table = api.db.table(BINDINGS[resource.id]?.table ?? resource.id);
    expect(table.size).toBeGreaterThan(0);
    for (const row of table.all()) validateRecord(resource.schema!, row);
  });
});

describe('usuários de demonstração', () => {
  const readme = readFileSync('README.md', 'utf8');
  it.each(DEMO_USERS.map((user) => [user.email, user] as const))('%s: senha e chaves como o README diz', (email, user) => {
    const line = readme.split('\n').find((text) => text.includes(email))!;
    expect(line).toContain(`\`${user.password}\``);
    const block = readme.slice(readme.indexOf(line), readme.indexOf('\n- ', readme.indexOf(line) + 1));
    for (const role of user.roles.filter((role) => !['Administrador', 'Gestor'].includes(role))) expect(block).toContain(`\`${role}\``);
  });
});

it('os textos de validação da API são os dos formulários', () => {
  for (const [key, text] of Object.entries(MESSAGES)) expect(VALIDATION_MESSAGES[key as keyof typeof VALIDATION_MESSAGES]).toBe(text);
});

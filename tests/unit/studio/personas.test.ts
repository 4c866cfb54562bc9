// @vitest-environment node
/**
 * "Ver como" offers the demo users' permission sets from the studio's settings: they must be the ones the mock
 * API signs those users in with, or the preview would show another user than the real sign-in does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../mocks/users';

const studio = JSON.parse(readFileSync(new URL('../../../screens/controle-acesso/definicoes.json', import.meta.url), 'utf8')) as {
  settings: { personas: Array<{ label: string; roles: string[] }> };
};

describe('usuários do "Ver como"', () => {
  it('são os usuários de demonstração (menos o admin), com os mesmos papéis do login', () => {
    const expected = DEMO_USERS.filter((user) => user.key !== 'admin').map((user) => ({ email: user.email, roles: [...user.roles].sort() }));
    const offered = studio.settings.personas.map((persona) => ({ email: /\(([^)]+)\)/.exec(persona.label)?.[1], roles: [...persona.roles].sort() }));
    expect(offered).toEqual(expected);
  });
});

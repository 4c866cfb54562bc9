import { describe, expect, it } from 'vitest';
import { landingFor, normalizeProfiles } from '../../../engine/core/landing';
import type { Landing } from '../../../engine/core/generated';
import { APP, DEFAULT_LANDING, PROFESSOR_LANDING } from './appDefinition';

describe('landingFor', () => {
  it('sends a user with any Professor profile to the student-question chat', () => {
    expect(landingFor([{ Nome: 'Gestor' }, { Nome: 'Professor' }], APP.landing)).toBe(PROFESSOR_LANDING);
    expect(PROFESSOR_LANDING).toBe('/cx/chat-student-question');
  });

  it('sends everyone else to /home', () => {
    expect(landingFor([], APP.landing)).toBe(DEFAULT_LANDING);
    expect(landingFor([{ Nome: 'Administrador' }, { Nome: 'professor' }], APP.landing)).toBe('/home');
  });

  it("follows the app definition's rules: the first rule whose profile the user has, else the default", () => {
    const landing: Landing = {
      default: '/inicio',
      byProfile: [
        { profile: 'Coordenador', route: '/cx/gestao-aluno' },
        { profile: 'Professor', route: '/cx/chat-student-question' },
      ],
    };
    expect(landingFor([{ Nome: 'Professor' }, { Nome: 'Coordenador' }], landing)).toBe('/cx/gestao-aluno');
    expect(landingFor([{ Nome: 'Professor' }], landing)).toBe('/cx/chat-student-question');
    expect(landingFor([{ Nome: 'Gestor' }], landing)).toBe('/inicio');
    expect(landingFor([{ Nome: 'Professor' }], { default: '/inicio' })).toBe('/inicio');
  });

  it('keeps only profiles with a string Nome', () => {
    expect(normalizeProfiles([{ Nome: 'Professor' }, { Nome: 3 }, null, 'x', { nome: 'y' }])).toEqual([{ Nome: 'Professor' }]);
    expect(normalizeProfiles('Professor')).toEqual([]);
  });
});

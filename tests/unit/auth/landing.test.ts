import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, landingFor, normalizeProfiles, PROFESSOR_LANDING } from '../../../engine/core/landing';

describe('landingFor', () => {
  it('sends a user with any Professor profile to the student-question chat', () => {
    expect(landingFor([{ Nome: 'Gestor' }, { Nome: 'Professor' }])).toBe(PROFESSOR_LANDING);
    expect(PROFESSOR_LANDING).toBe('/cx/chat-student-question');
  });

  it('sends everyone else to /home', () => {
    expect(landingFor([])).toBe(DEFAULT_LANDING);
    expect(landingFor([{ Nome: 'Administrador' }, { Nome: 'professor' }])).toBe('/home');
  });

  it('keeps only profiles with a string Nome', () => {
    expect(normalizeProfiles([{ Nome: 'Professor' }, { Nome: 3 }, null, 'x', { nome: 'y' }])).toEqual([{ Nome: 'Professor' }]);
    expect(normalizeProfiles('Professor')).toEqual([]);
  });
});

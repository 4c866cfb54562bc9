// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productCatalog } from '../../../mocks/seed/catalog';
import { generateReleases } from '../../../mocks/seed/releases';
import { generateStudents } from '../../../mocks/seed/students';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'suporte', now: clock });
const { post, get } = api;

type Release = {
  LiberacaoID: number; AlunoID: number; NomeAluno: string; EmailAluno: string; UltimaLiberacao: string;
  Cursos: Array<{ id: number; name: string }>; Modulos: Array<{ id: number; name: string }>;
  DescLiberacao: Array<{ DescLiberacaoID: number; Produto: string; NomeProduto: string; Operador: string; DataLiberacao: string; Observacao: string }>;
};

async function allReleases(): Promise<Release[]> {
  return (await post('/api/liberacaoManualdb', { QTDPorPagina: 1000 })).body.liberacaoManual;
}

describe('liberação manual', () => {
  it('seeds about a third of the students, the same records whatever the scale, consistent with the catalogue', async () => {
    const releases = await allReleases();
    expect(releases.length).toBeGreaterThanOrEqual(25);
    expect(releases.length).toBeLessThanOrEqual(45);
    expect(generateReleases(generateStudents(300)).slice(0, releases.length)).toEqual(releases);
    const catalog = productCatalog();
    for (const release of releases) {
      const student = (await get(`/api/alunos/aluno?AlunoID=${release.AlunoID}`)).body.aluno;
      expect([release.NomeAluno, release.EmailAluno]).toEqual([student.NomeCompleto, student.Email]);
      expect(release.DescLiberacao.length).toBe(release.Cursos.length + release.Modulos.length);
      for (const course of release.Cursos) expect(catalog[course.id - 1]).toMatchObject({ Nome: course.name, Tipo: 'Curso' });
      for (const module of release.Modulos) expect(catalog[module.id - 1]).toMatchObject({ Nome: module.name, Tipo: 'Módulo' });
      expect(release.UltimaLiberacao).toBe(release.DescLiberacao.map((entry) => entry.DataLiberacao).sort().pop());
      expect(release.DescLiberacao.every((entry) => entry.Observacao.length > 0 && entry.Operador.length > 0)).toBe(true);
    }
  });

  it('filters by e-mail and by name, and opens one record by LiberacaoID', async () => {
    const [first] = await allReleases();
    const byEmail = await post('/api/liberacaoManualdb', { Email: first.EmailAluno.toUpperCase() });
    expect(byEmail.body.liberacaoManual.map((release: Release) => release.LiberacaoID)).toEqual([first.LiberacaoID]);
    expect(byEmail.body.totalLiberacaoManual).toBe(1);
    const byName = await post('/api/liberacaoManualdb', { Nome: first.NomeAluno.split(' ')[0] });
    expect(byName.body.liberacaoManual.every((release: Release) => release.NomeAluno.startsWith(first.NomeAluno.split(' ')[0]))).toBe(true);
    expect((await get(`/api/liberacao/novaliberacao?LiberacaoID=${first.LiberacaoID}`)).body.liberacao).toEqual(first);
    const missing = await get('/api/liberacao/novaliberacao?LiberacaoID=9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Liberação não encontrada.' });
  });

  it('releases to a student without releases: a new record with one history entry per product, by the signed-in user', async () => {
    const releases = await allReleases();
    const taken = new Set(releases.map((release) => release.AlunoID));
    const studentId = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !taken.has(id))!;
    const student = (await get(`/api/alunos/aluno?AlunoID=${studentId}`)).body.aluno;
    const answer = await post('/api/liberacao/save', {
      EmailAluno: student.Email.toUpperCase(), Cursos: [{ id: 1, name: 'ignorado' }], Modulos: [31, '32'], Observacao: 'Cortesia da campanha.',
    });
    expect(answer.status).toBe(200);
    const saved = answer.body.liberacao as Release;
    expect(saved).toMatchObject({
      LiberacaoID: releases.length + 1, AlunoID: studentId, NomeAluno: student.NomeCompleto, EmailAluno: student.Email,
      Cursos: [{ id: 1, name: 'Polícia Federal - Agente' }], UltimaLiberacao: '2026-11-20',
    });
    expect(saved.Modulos.map((module) => module.id)).toEqual([31, 32]);
    expect(saved.DescLiberacao).toHaveLength(3);
    expect(saved.DescLiberacao[0]).toEqual({
      DescLiberacaoID: 1, Produto: 'Curso', NomeProduto: 'Polícia Federal - Agente', Operador: 'Juliana Costa Lima',
      DataLiberacao: '2026-11-20', Observacao: 'Cortesia da campanha.',
    });
  });

  it('adds to the record of a student who already has releases, skipping what was already released', async () => {
    const [first] = await allReleases();
    const known = first.Modulos[0] ?? first.Cursos[0];
    const kind = first.Modulos[0] ? 'Modulos' : 'Cursos';
    const again = await post('/api/liberacao/save', { EmailAluno: first.EmailAluno, [kind]: [known] });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Os cursos e módulos escolhidos já estavam liberados para este aluno.' });
    const newCourse = productCatalog().find((product) => product.Tipo === 'Curso' && !first.Cursos.some((course) => course.id === product.ID))!;
    const more = await post('/api/liberacao/save', { EmailAluno: first.EmailAluno, [kind]: [known], Cursos: [{ id: newCourse.ID }] });
    expect(more.status).toBe(200);
    expect(more.body.liberacao.LiberacaoID).toBe(first.LiberacaoID);
    expect(more.body.liberacao.DescLiberacao).toHaveLength(first.DescLiberacao.length + 1);
    expect(more.body.liberacao.Cursos.map((course: { id: number }) => course.id)).toContain(newCourse.ID);
  });

  it('refuses releases a real server would refuse, with pt-BR messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Cursos: [1] }, 'Informe o e-mail do aluno.'],
      [{ EmailAluno: 'sem-arroba', Cursos: [1] }, 'Preencha um email válido'],
      [{ EmailAluno: 'ninguem@exemplo.com.br', Cursos: [1] }, 'Nenhum aluno cadastrado com o e-mail ninguem@exemplo.com.br.'],
      [{ EmailAluno: 'ninguem@exemplo.com.br' }, 'Escolha ao menos um curso ou módulo para liberar.'],
      [{ EmailAluno: 'ninguem@exemplo.com.br', Cursos: [9999] }, 'Produto não encontrado no catálogo: 9999.'],
      [{ EmailAluno: 'ninguem@exemplo.com.br', Cursos: [31] }, `${productCatalog()[30].Nome} não é um curso.`],
      [{ EmailAluno: 'ninguem@exemplo.com.br', Modulos: [1] }, 'Polícia Federal - Agente não é um módulo.'],
      [{ EmailAluno: 'ninguem@exemplo.com.br', Cursos: [1], Observacao: 'x'.repeat(501) }, 'A observação pode ter no máximo 500 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/liberacao/save', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });

  it('revokes a record and lists the course and module options', async () => {
    const [first] = await allReleases();
    expect((await post('/api/liberacao/remove-liberacao', { LiberacaoID: first.LiberacaoID })).body).toEqual({ LiberacaoID: first.LiberacaoID });
    expect((await get(`/api/liberacao/novaliberacao?LiberacaoID=${first.LiberacaoID}`)).status).toBe(404);
    expect((await post('/api/liberacao/remove-liberacao', {})).body).toEqual({ message: 'Informe a liberação (LiberacaoID).' });
    const courses = (await get('/api/liberacao/cursos')).body.cursos as Array<{ id: number; name: string }>;
    const modules = (await get('/api/liberacao/modulos')).body.modulos as Array<{ id: number; name: string }>;
    const catalog = productCatalog();
    expect(courses.length + modules.length).toBe(catalog.length);
    expect(courses[0]).toEqual({ id: 1, name: 'Polícia Federal - Agente' });
    expect(modules.every((module) => catalog[module.id - 1].Tipo === 'Módulo')).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateNotices, noticeCount } from '../../../mocks/seed/notices';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'suporte', now: clock });
const { post, get } = api;

describe('recados', () => {
  it('seeds 45 notices per scale unit, the same ones at any scale, each by the teacher of its module', async () => {
    expect(noticeCount(1)).toBe(45);
    expect(generateNotices(60).slice(0, 45)).toEqual(generateNotices(45));
    const answer = await post('/api/recados', { QTDPorPagina: 100 });
    expect(answer.status).toBe(200);
    expect(answer.body.totalrecados).toBe(45);
    expect(answer.body.rowsPerPage).toBe(100);
    const modules = (await get('/api/recados/modulos')).body.modulos as Array<{ NomeModulo: string; Professor: string }>;
    for (const notice of answer.body.recados as Array<Record<string, string>>) {
      expect(Object.keys(notice).sort()).toEqual(['DataAtualizacao', 'DataCriacao', '_id', 'assunto', 'modulo', 'professor', 'recado']);
      expect(modules.find((module) => module.NomeModulo === notice.modulo)?.Professor).toBe(notice.professor);
      expect(notice.recado).toMatch(/^<p>/);
      expect(notice.recado).toContain(`Prof. ${notice.professor}`);
      expect(notice.DataCriacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(notice.DataAtualizacao >= notice.DataCriacao).toBe(true);
    }
  });

  it('pages and filters by module and teacher (accents and case ignored)', async () => {
    const page2 = await post('/api/recados', { NumeroDaPagina: 2 });
    expect(page2.body.recados.map((notice: { _id: number }) => notice._id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const first = (await get('/api/cx/recado?_id=1')).body.recado;
    const byModule = await post('/api/recados', { modulo: first.modulo.toUpperCase(), QTDPorPagina: 100 });
    expect(byModule.body.recados.length).toBeGreaterThan(0);
    expect(byModule.body.recados.every((notice: { modulo: string }) => notice.modulo === first.modulo)).toBe(true);
    const surname = first.professor.split(' ').pop()!;
    const byTeacher = await post('/api/recados', { professor: surname.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(), QTDPorPagina: 100 });
    expect(byTeacher.body.totalrecados).toBe(byTeacher.body.recados.length);
    expect(byTeacher.body.recados.every((notice: { professor: string }) => notice.professor.endsWith(surname))).toBe(true);
  });

  it('creates a notice dated today, updates it and removes it', async () => {
    const body = { modulo: 'Direito Penal para PC-SP', professor: 'Marcelo Viana', assunto: 'Aula ao vivo', recado: '<p>Hoje às <strong>19h</strong>.</p>' };
    const created = await post('/api/recados/save', body);
    expect(created.status).toBe(200);
    expect(created.body.recado).toEqual({ ...body, _id: 46, DataCriacao: '2026-11-20', DataAtualizacao: '2026-11-20' });
    const updated = await post('/api/recados/save', { _id: '46', assunto: 'Aula ao vivo remarcada' });
    expect(updated.body.recado).toMatchObject({ _id: 46, assunto: 'Aula ao vivo remarcada', modulo: body.modulo, recado: body.recado });
    expect((await get('/api/cx/recado?_id=46')).body.recado.assunto).toBe('Aula ao vivo remarcada');
    expect((await post('/api/recados/remove-recado', { _id: 46 })).body).toEqual({ _id: 46 });
    const gone = await get('/api/cx/recado?_id=46');
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Recado não encontrado.' });
  });

  it('refuses incomplete notices with pt-BR messages', async () => {
    const valid = { modulo: 'Informática para INSS', professor: 'Ricardo Fontes', assunto: 'Aviso', recado: '<p>Texto</p>' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, modulo: '' }, 'Informe o módulo do recado.'],
      [{ ...valid, modulo: 'Módulo que não existe' }, 'Módulo não encontrado no catálogo.'],
      [{ ...valid, assunto: '  ' }, 'Informe o assunto do recado.'],
      [{ ...valid, assunto: 'x'.repeat(151) }, 'O assunto pode ter no máximo 150 caracteres.'],
      [{ ...valid, professor: undefined }, 'Informe o professor do recado.'],
      [{ ...valid, recado: '<p><br></p>' }, 'Escreva o texto do recado.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/recados/save', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    expect((await post('/api/recados/remove-recado', {})).body).toEqual({ message: 'Informe o recado (_id).' });
    expect((await post('/api/recados/remove-recado', { _id: 999 })).status).toBe(404);
  });

  it('lists the active teachers for the form, by name', async () => {
    const teachers = (await get('/api/recados/professores')).body.professores as Array<{ Nome: string }>;
    const names = teachers.map((teacher) => teacher.Nome);
    expect(names).toContain('Carlos Eduardo Menezes');
    expect(names).not.toContain('André Pacheco');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

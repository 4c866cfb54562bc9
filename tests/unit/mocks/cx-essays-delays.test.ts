// @vitest-environment node
/**
 * The CX endpoints of essays (discursivas) and teacher delays (atrasos), spec sections 3 and 7: their fields, the
 * e-mail and teacher-name filters with real paging, the chosen essay, the seed (deterministic, student 1 with the
 * observation that exercises the sanitiser, delays from the content modules "em atraso") and the keys.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../../mocks/core/db';
import { fixture } from '../../../mocks/seed/fixtures';
import { delays, essays, UNSAFE_OBSERVATION } from '../../../mocks/seed/cx';
import { coupons, sales } from '../../../mocks/seed/people';
import { withMockApi } from './mockServer';

const api = withMockApi({ user: 'admin' });

describe('POST /api/discursivasalunosdb', () => {
  it('responde os alunos com as suas discursivas, com os campos do spec, paginados por QTDPorPagina e NumeroDaPagina', async () => {
    const first = await api.post('/api/discursivasalunosdb', { QTDPorPagina: 5, NumeroDaPagina: 1 });
    expect(first.status).toBe(200);
    const { discursivasalunos: rows, totalDiscursivasAlunos: total, rowsPerPage } = first.body as Row;
    expect(rows).toHaveLength(5);
    expect(rowsPerPage).toBe(5);
    expect(total).toBeGreaterThan(10);
    expect(Object.keys(rows[0])).toEqual(expect.arrayContaining(['AlunoID', 'NomeAluno', 'EmailAluno', 'DescAluno']));
    expect(Object.keys(rows[0].DescAluno[0])).toEqual(
      expect.arrayContaining(['DiscursivaID', 'Modulo', 'Professor', 'DataEnvio', 'DataResposta', 'ArquivoEnviadoAluno', 'Observacao']),
    );
    const last = Math.ceil(total / 5);
    const end = (await api.post('/api/discursivasalunosdb', { QTDPorPagina: 5, NumeroDaPagina: last })).body as Row;
    expect(end.discursivasalunos.length).toBe(total - (last - 1) * 5);
    expect(end.discursivasalunos[0].AlunoID).not.toBe(rows[0].AlunoID);
  });

  it('filtra por parte do e-mail, sem diferença de maiúsculas', async () => {
    const student = (await api.get('/api/alunos/aluno?AlunoID=1')).body.aluno as Row;
    const exact = (await api.post('/api/discursivasalunosdb', { EmailAluno: student.Email.toUpperCase() })).body as Row;
    expect(exact.discursivasalunos.map((row: Row) => row.AlunoID)).toContain(1);
    for (const row of exact.discursivasalunos) expect(row.EmailAluno.toLowerCase()).toContain(student.Email.toLowerCase());
    const domain = (await api.post('/api/discursivasalunosdb', { EmailAluno: '@gmail', QTDPorPagina: 100 })).body as Row;
    expect(domain.totalDiscursivasAlunos).toBeGreaterThan(0);
    expect(domain.discursivasalunos.every((row: Row) => row.EmailAluno.includes('@gmail'))).toBe(true);
    const none = (await api.post('/api/discursivasalunosdb', { EmailAluno: 'ninguem-aqui@exemplo.invalid' })).body as Row;
    expect(none).toMatchObject({ discursivasalunos: [], totalDiscursivasAlunos: 0 });
  });
});

describe('POST /api/discursiva', () => {
  it('responde o aluno (Aluno) com a discursiva pedida por discursivaID em DiscursivaEscolhida', async () => {
    const answer = await api.post('/api/discursiva', { discursivaID: 1, AlunoID: 1 });
    expect(answer.status).toBe(200);
    const aluno = answer.body.Aluno as Row;
    expect(aluno).toMatchObject({ AlunoID: 1, DiscursivaEscolhida: { DiscursivaID: 1 } });
    expect(aluno.DescAluno.length).toBeGreaterThanOrEqual(2);
    // The server keeps the HTML as stored; the screens sanitise it.
    expect(aluno.DiscursivaEscolhida.Observacao).toBe(UNSAFE_OBSERVATION);
    expect(aluno.DiscursivaEscolhida.Observacao).toMatch(/<script>[\s\S]*onerror=/);
    expect((await api.post('/api/discursiva', { discursivaID: String(aluno.DescAluno[1].DiscursivaID), AlunoID: '1' })).body.Aluno.DiscursivaEscolhida)
      .toEqual(aluno.DescAluno[1]);
  });

  it('sem discursivaID escolhe a enviada por último; discursiva de outro aluno ou aluno desconhecido é 404', async () => {
    const aluno = (await api.post('/api/discursiva', { AlunoID: 1 })).body.Aluno as Row;
    const latest = [...aluno.DescAluno].sort((a: Row, b: Row) => b.DataEnvio.localeCompare(a.DataEnvio))[0];
    expect(aluno.DiscursivaEscolhida).toEqual(latest);
    const other = (await api.post('/api/discursivasalunosdb', { QTDPorPagina: 50 })).body.discursivasalunos.find((row: Row) => row.AlunoID !== 1) as Row;
    const foreign = await api.post('/api/discursiva', { discursivaID: other.DescAluno[0].DiscursivaID, AlunoID: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toContain('Discursiva não encontrada');
    expect((await api.post('/api/discursiva', { AlunoID: 999_999 })).status).toBe(404);
    expect((await api.post('/api/discursiva', {})).status).toBe(400);
  });
});

describe('POST /api/atrasosdb e GET /api/atrasos/atraso', () => {
  it('responde os professores com módulos atrasados, com os campos do spec e totais que fecham', async () => {
    const answer = await api.post('/api/atrasosdb', { QTDPorPagina: 100 });
    expect(answer.status).toBe(200);
    const { atrasos, totalAtrasos } = answer.body as Row;
    expect(totalAtrasos).toBe(atrasos.length);
    expect(totalAtrasos).toBeGreaterThan(10);
    for (const row of atrasos) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['ProfessorID', 'NomeProfessor', 'ModulosAtrasados', 'QuantidadeAlunos', 'DescProf']));
      expect(row.ModulosAtrasados).toBe(row.DescProf.length);
      expect(row.QuantidadeAlunos).toBe(row.DescProf.reduce((sum: number, item: Row) => sum + item.QuantidadeAlunos, 0));
      for (const item of row.DescProf) {
        expect(Object.keys(item)).toEqual(expect.arrayContaining(['DescProfID', 'Modulo', 'QuantidadeAlunos', 'DiasAtrasados']));
        expect(item.DiasAtrasados).toBeGreaterThan(0);
      }
    }
    const pageTwo = (await api.post('/api/atrasosdb', { QTDPorPagina: 10, NumeroDaPagina: 2 })).body as Row;
    expect(pageTwo.atrasos).toHaveLength(totalAtrasos - 10);
  });

  it('filtra por parte do nome do professor (Nome), sem acentos nem maiúsculas, e lê um professor', async () => {
    const found = (await api.post('/api/atrasosdb', { Nome: 'simoes' })).body as Row;
    expect(found.atrasos.map((row: Row) => row.NomeProfessor)).toEqual(['Eduardo Simões Vidal']);
    expect(found.atrasos[0].DescProf.map((item: Row) => item.Modulo)).toEqual(
      expect.arrayContaining(['Raciocínio Lógico para Receita Federal', 'Raciocínio Lógico para TCU', 'Informática para Caixa Econômica Federal']),
    );
    const one = await api.get(`/api/atrasos/atraso?ProfessorID=${found.atrasos[0].ProfessorID}`);
    expect(one.body.atraso).toEqual(found.atrasos[0]);
    expect((await api.post('/api/atrasosdb', { Nome: 'Professor que não existe' })).body).toMatchObject({ atrasos: [], totalAtrasos: 0 });
  });
});

describe('chaves', () => {
  it('discursivas pedem Discursivas e atrasos AtrasoProfessores: 403 sem a chave, 401 sem token', async () => {
    await api.signIn('professor');
    expect((await api.post('/api/discursivasalunosdb')).status).toBe(403);
    expect((await api.post('/api/discursiva', { AlunoID: 1 })).status).toBe(403);
    expect((await api.post('/api/atrasosdb')).status).toBe(403);
    await api.signIn('gestor');
    expect((await api.post('/api/discursivasalunosdb')).body.message).toBe('Acesso negado: esta ação precisa da chave Discursivas.');
    expect((await api.post('/api/atrasosdb')).status).toBe(200);
    await api.signIn('suporte');
    expect((await api.post('/api/discursiva', { AlunoID: 1 })).status).toBe(200);
    expect((await api.get('/api/atrasos/atraso?ProfessorID=15')).status).toBe(200);
    expect((await api.server.call('POST', '/api/atrasosdb', { body: {} })).status).toBe(401);
  });
});

describe('semente', () => {
  it('é a mesma em cada geração; as discursivas de um aluno são as mesmas em qualquer escala', () => {
    const small = sales(100, coupons(60)).students;
    const large = sales(300, coupons(180)).students;
    expect(essays(small)).toEqual(essays(small));
    expect(essays(large).filter((row) => row.AlunoID <= 100)).toEqual(essays(small));
    const modules = fixture('content-module') as never;
    expect(delays(modules)).toEqual(delays(modules));
  });

  it('os atrasos são os módulos de conteúdo "em atraso", cada um sob o seu professor', () => {
    const modules = fixture<Row>('content-module');
    const late = modules.filter((module) => module.Andamento === 'em atraso');
    const rows = delays(modules as never);
    expect(rows.flatMap((row) => row.DescProf.map((item) => item.ModuloID)).sort((a, b) => a - b)).toEqual(late.map((module) => module.ModuloID).sort((a, b) => a - b));
    for (const module of late) expect(rows.find((row) => row.ProfessorID === module.ProfessorId)!.DescProf.some((item) => item.Modulo === module.NomeModulo)).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateHierarchy } from '../../../mocks/seed/hierarchy';
import { EXAM_BOARDS, generateQuestions, questionCount, QUESTION_STEM_COUNT } from '../../../mocks/seed/questions';
import { useMockApi } from './mockServer';

const clock = new Date('2026-06-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

const NEW_QUESTION = {
  title: '<p>Julgue: a capital do Brasil é Brasília.</p>',
  type: 'MULTIPLA_ESCOLHA',
  exam: { evaluatingInstitution: 'FGV', year: 2024, publicTender: 'Simulado 2024', roles: ['Analista'], schooling: 'Superior', graduation: 'Qualquer área de formação' },
  alternatives: [
    { answer: 'Rio de Janeiro', right: false },
    { answer: 'Brasília', right: true },
    { answer: 'Salvador', right: false },
    { answer: 'São Paulo', right: false },
  ],
};

describe('questions seed', () => {
  it('has 36 realistic questions at scale 1, with one right alternative each (but discursive ones)', () => {
    expect(questionCount(1)).toBe(36);
    const questions = generateQuestions(questionCount(1), generateHierarchy());
    expect(questions).toHaveLength(QUESTION_STEM_COUNT);
    for (const question of questions) {
      expect(EXAM_BOARDS).toContain(question.exam.evaluatingInstitution);
      expect(question.code).toBe(`Q${String(question._id).padStart(5, '0')}`);
      expect(question.hierarchyIds).toHaveLength(1);
      if (question.type === 'DISCURSIVA') {
        expect(question.alternatives).toEqual([]);
        expect(question.rightAlternative).toBe('');
      } else {
        expect(question.alternatives.filter((alternative) => alternative.right)).toHaveLength(1);
        expect(question.rightAlternative).toBe(question.alternatives.find((alternative) => alternative.right)!.letter);
        const stats = question.statistics;
        expect(stats.hits.number + stats.wrongs.number).toBe(stats.answers);
        expect(stats.alternatives.reduce((sum, item) => sum + item.count, 0)).toBe(stats.answers);
      }
    }
    expect(questions.filter((question) => question.review === 'PENDENTE').length).toBeGreaterThanOrEqual(11);
    expect(questions.some((question) => question.exam.year === 2024)).toBe(true);
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(['MULTIPLA_ESCOLHA', 'CERTO_ERRADO', 'DISCURSIVA']));
  });
});

describe('POST /api/questions', () => {
  it('pages the list with plain-text summaries and the discipline', async () => {
    const answer = await post('/api/questions', { QTDPorPagina: 10 });
    expect(answer.status).toBe(200);
    expect(answer.body.totalQuestions).toBe(36);
    expect(answer.body.questions).toHaveLength(10);
    const first = answer.body.questions[0];
    expect(first).toMatchObject({ _id: 1, code: 'Q00001', discipline: 'Direito Constitucional', type: 'CERTO_ERRADO' });
    expect(first.summary).not.toMatch(/<|>/);
    expect(first).not.toHaveProperty('searchText');
  });

  it('filters by text, board, year, type, discipline, canceled, unpublished and review', async () => {
    const count = async (body: Record<string, unknown>) => (await post('/api/questions', body)).body.totalQuestions as number;
    const rows = async (body: Record<string, unknown>) => (await post('/api/questions', { ...body, QTDPorPagina: 100 })).body.questions as Array<Record<string, any>>;
    expect((await rows({ Busca: 'habeas corpus' })).map((row) => row.code)).toEqual(['Q00001']);
    expect((await rows({ Busca: 'q00010' })).map((row) => row._id)).toEqual([10]);
    expect((await rows({ evaluatingInstitution: 'FCC' })).every((row) => row.exam.evaluatingInstitution === 'FCC')).toBe(true);
    expect((await rows({ year: 2024 })).every((row) => row.exam.year === 2024)).toBe(true);
    expect((await rows({ type: 'DISCURSIVA' })).map((row) => row._id)).toEqual([18, 35]);
    expect((await rows({ discipline: 'informatica' })).every((row) => row.discipline === 'Informática')).toBe(true);
    expect(await count({ canceled: true })).toBe(2);
    expect(await count({ review: 'PENDENTE' })).toBe(16);
    expect(await count({ unpublished: false })).toBeGreaterThan(10);
  });

  it('sorts by a dotted field', async () => {
    const rows = (await post('/api/questions', { QTDPorPagina: 100, OrdenarPor: 'exam.year', Ordem: 'desc' })).body.questions as Array<Record<string, any>>;
    const years = rows.map((row) => row.exam.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });
});

describe('one question', () => {
  it('GET /api/question gives the question with named hierarchies; 404 and 400 otherwise', async () => {
    const answer = await get('/api/question?_id=2');
    expect(answer.status).toBe(200);
    expect(answer.body.question.hierarchies).toEqual([{
      _id: expect.any(Number), name: 'Mandado de segurança coletivo', levelName: 'Microtópico',
      path: ['Direito Constitucional', 'Direitos e Garantias Fundamentais', 'Remédios constitucionais', 'Mandado de segurança', 'Mandado de segurança coletivo'],
    }]);
    expect(answer.body.question).not.toHaveProperty('hierarchyIds');
    expect((await get('/api/question?_id=999')).status).toBe(404);
    expect((await get('/api/question')).body.message).toBe('Informe a questão (_id).');
  });

  it('GET /api/question/comment gives the comment and the statistics', async () => {
    const question = (await get('/api/question/comment?_id=4')).body.question;
    expect(question.comment.description).toMatch(/9\.882/);
    expect(question.statistics.alternatives.map((item: { letter: string }) => item.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(question.statistics.hits.rate + question.statistics.wrongs.rate).toBeCloseTo(100, 0);
  });
});

describe('POST /api/question/save', () => {
  it('creates a pending, unpublished question with letters, code and right alternative', async () => {
    const saved = await post('/api/question/save', NEW_QUESTION);
    expect(saved.status).toBe(200);
    expect(saved.body.question).toMatchObject({
      _id: 37, code: 'Q00037', rightAlternative: 'B', review: 'PENDENTE', unpublished: true, canceled: false,
      createdAt: clock.toISOString(), editedAt: clock.toISOString(), hierarchies: [],
    });
    expect(saved.body.question.alternatives.map((item: { letter: string }) => item.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect((await post('/api/questions', { Busca: 'capital do Brasil' })).body.questions.map((row: { _id: number }) => row._id)).toEqual([37]);
  });

  it('validates like a server: statement, board, year, alternatives and the right one', async () => {
    const message = async (body: Record<string, unknown>) => {
      const answer = await post('/api/question/save', body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await message({ ...NEW_QUESTION, title: '<p> </p>' })).toBe('Informe o enunciado da questão.');
    expect(await message({ ...NEW_QUESTION, type: 'OUTRO' })).toMatch(/Tipo de questão inválido/);
    expect(await message({ ...NEW_QUESTION, exam: { year: 2024 } })).toBe('Informe a banca da prova.');
    expect(await message({ ...NEW_QUESTION, exam: { evaluatingInstitution: 'FGV', year: 1800 } })).toMatch(/ano da prova/);
    expect(await message({ ...NEW_QUESTION, alternatives: [{ answer: 'Só uma', right: true }] })).toBe('Cadastre ao menos duas alternativas.');
    expect(await message({ ...NEW_QUESTION, alternatives: [{ answer: 'Um', right: false }, { answer: 'Dois', right: false }] })).toBe('Marque a alternativa correta.');
    expect(await message({ ...NEW_QUESTION, alternatives: [{ answer: 'Um', right: true }, { answer: 'Dois', right: true }] })).toBe('Marque apenas uma alternativa correta.');
    expect(await message({ ...NEW_QUESTION, alternatives: [{ answer: 'Um', right: true }, { answer: '', right: false }] })).toBe('Preencha o texto da alternativa B.');
    expect(await message({ ...NEW_QUESTION, type: 'CERTO_ERRADO', alternatives: [{ right: true }] })).toMatch(/exatamente duas alternativas/);
    expect(await message({ ...NEW_QUESTION, code: 'q00001' })).toBe('Já existe uma questão com o código q00001.');
    expect(await message({ ...NEW_QUESTION, hierarchies: [{ _id: 9999 }] })).toBe('Item da hierarquia 9999 não encontrado.');
  });

  it('updates a question keeping what was not sent; a discursive question has no alternatives', async () => {
    const before = (await get('/api/question?_id=5')).body.question;
    const saved = (await post('/api/question/save', { _id: 5, number: 42, canceled: true })).body.question;
    expect(saved).toMatchObject({ ...before, number: 42, canceled: true, editedAt: clock.toISOString() });
    const discursive = (await post('/api/question/save', { ...NEW_QUESTION, type: 'DISCURSIVA' })).body.question;
    expect(discursive.alternatives).toEqual([]);
    expect(discursive.rightAlternative).toBe('');
  });
});

describe('remove, review and classification', () => {
  it('removes a question', async () => {
    expect((await post('/api/question/remove', { _id: 3 })).body).toEqual({ _id: 3 });
    expect((await get('/api/question?_id=3')).status).toBe(404);
    expect((await post('/api/question/remove', { _id: 3 })).status).toBe(404);
  });

  it('approves (publishes) and rejects questions of the review queue', async () => {
    const approved = (await post('/api/question/review', { _id: 3, decision: 'approve' })).body.question;
    expect(approved).toMatchObject({ review: 'APROVADA', unpublished: false });
    const rejected = (await post('/api/question/review', { _id: 6, decision: 'reject', note: 'Enunciado incompleto.' })).body.question;
    expect(rejected).toMatchObject({ review: 'REPROVADA', unpublished: true, reviewNote: 'Enunciado incompleto.' });
    expect((await post('/api/questions', { review: 'PENDENTE' })).body.totalQuestions).toBe(14);
    expect((await post('/api/question/review', { _id: 6, decision: 'talvez' })).status).toBe(400);
  });

  it('classifies a question in hierarchy nodes', async () => {
    const saved = await post('/api/question/hierarchies', { _id: 1, hierarchies: [1, { _id: 2 }, 2] });
    expect(saved.status).toBe(200);
    expect(saved.body.question.hierarchies.map((item: { _id: number }) => item._id)).toEqual([1, 2]);
    expect((await post('/api/question/hierarchies', { _id: 1, hierarchies: [5000] })).status).toBe(400);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHECKOUT_BASE } from '../../../mocks/seed/salesLinks';
import { useMockApi } from './mockServer';

const clock = new Date('2026-11-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

/** Every simple marketing list: path, list field, total field, get path and record field. */
const AREAS = [
  ['/api/link-vendas', 'linkDeVendas', 'totalLinkVendas', '/api/link-vendas/link', 'linkVenda'],
  ['/api/banners-ecommerce', 'bannersEcommerce', 'totalBannersEcommerce', '/api/banners-ecommerce/banner', 'banner'],
  ['/api/banners-area-logada', 'bannersAreaLogada', 'totalBannersAreaLogada', '/api/banners-area-logada/banner', 'banner'],
  ['/api/campanhas', 'campanhas', 'totalCampanhas', '/api/campanhas/campanha', 'campanha'],
  ['/api/depoimentos', 'depoimentos', 'totalDepoimentos', '/api/depoimentos/depoimento', 'depoimento'],
  ['/api/materiais-gratuitos', 'MaterialGratuito', 'totalMaterialGratuito', '/api/material-gratuito', 'materialGratuito'],
  ['/api/barra-fixa', 'barrasFixas', 'totalBarrasFixas', '/api/barra-fixa/barra', 'barraFixa'],
  ['/api/navegacao', 'itensNavegacao', 'totalItensNavegacao', '/api/navegacao/item', 'itemNavegacao'],
  ['/api/redirecionamentos', 'redirecionamentos', 'totalRedirecionamentos', '/api/redirecionamentos/redirecionamento', 'redirecionamento'],
  ['/api/conexoes-automaticas', 'conexoes', 'totalConexoes', '/api/conexoes-automaticas/conexao', 'conexao'],
  ['/api/publicidades', 'publicidades', 'totalPublicidades', '/api/publicidades/publicidade', 'publicidade'],
  ['/api/ofertas', 'ofertas', 'totalOfertas', '/api/ofertas/oferta', 'oferta'],
] as const;

describe('every marketing list', () => {
  for (const [path, list, total, getPath, field] of AREAS) {
    it(`${path}: pages ≥ 25 rows with ids from 1, sorts, needs a token, and ${getPath} answers one record or 404`, async () => {
      const first = await post(path, { QTDPorPagina: 10, NumeroDaPagina: 1 });
      expect(first.status).toBe(200);
      expect(first.body[total]).toBeGreaterThanOrEqual(25);
      expect(first.body[list]).toHaveLength(10);
      expect(first.body.rowsPerPage).toBe(10);
      expect(first.body[list][0]._id).toBe(1);
      const second = await post(path, { QTDPorPagina: 10, NumeroDaPagina: 2 });
      expect(second.body[list][0]._id).toBe(11);

      const desc = await post(path, { OrdenarPor: '_id', Ordem: 'desc' });
      expect(desc.body[list][0]._id).toBe(first.body[total]);

      const record = await get(`${getPath}?_id=3`);
      expect(record.status).toBe(200);
      expect(record.body[field]._id).toBe(3);
      expect((await get(`${getPath}?_id=9999`)).status).toBe(404);
      expect((await get(getPath)).status).toBe(400);
      expect((await api.server.call('POST', path, { body: {} })).status).toBe(401);
    });
  }

  it('is the same data after a reset (deterministic seed)', async () => {
    const before = await post('/api/ofertas', { QTDPorPagina: 30 });
    await api.server.call('POST', '/__mock/reset');
    await api.signIn('admin');
    const after = await post('/api/ofertas', { QTDPorPagina: 30 });
    expect(after.body).toEqual(before.body);
  });

  it('seed pictures are inline, so the demo never reaches an outside host', async () => {
    const banners = (await post('/api/banners-ecommerce', { QTDPorPagina: 50 })).body.bannersEcommerce as Array<Record<string, string>>;
    const ads = (await post('/api/publicidades', { QTDPorPagina: 50 })).body.publicidades as Array<Record<string, string>>;
    const photos = (await post('/api/depoimentos', { QTDPorPagina: 50 })).body.depoimentos as Array<Record<string, string>>;
    const covers = (await post('/api/materiais-gratuitos', { QTDPorPagina: 50 })).body.MaterialGratuito as Array<Record<string, string>>;
    const pictures = [...banners.flatMap((b) => [b.imagemDesktop, b.imagemMobile]), ...ads.map((a) => a.imagem), ...photos.map((p) => p.foto), ...covers.map((c) => c.capa)];
    expect(pictures.length).toBeGreaterThan(100);
    for (const picture of pictures) expect(picture.startsWith('data:image/svg+xml')).toBe(true);
  });
});

describe('sales links', () => {
  it('have the spec fields, a checkout link and the form helper fields', async () => {
    const { body } = await get('/api/link-vendas/link?_id=1');
    expect(Object.keys(body.linkVenda).sort()).toEqual([
      'Email', 'Produto', '_id', 'cursoId', 'curso', 'dataCriacao', 'dataExpiracao', 'desconto', 'discountType', 'link', 'moduloId',
      'modulo', 'operador', 'porcentagemDesconto', 'status', 'tipoProduto', 'valorDesconto',
    ].sort());
    const links = (await post('/api/link-vendas', { QTDPorPagina: 80 })).body.linkDeVendas as Array<Record<string, any>>;
    for (const link of links) {
      expect(['pago', 'pagamento pendente']).toContain(link.status);
      expect(['Porcentagem', 'Dinheiro']).toContain(link.discountType);
      expect(link.link.startsWith(CHECKOUT_BASE)).toBe(true);
      expect(link.Produto).toBe((link.curso ?? link.modulo).name);
      expect(link.tipoProduto).toBe(link.curso ? 'Curso' : 'Módulo');
      expect(link.discountType === 'Porcentagem' ? link.porcentagemDesconto : link.valorDesconto).toBeGreaterThan(0);
      expect(link.desconto).toMatch(link.discountType === 'Porcentagem' ? /^\d+(,\d+)?%$/ : /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
      expect(link.dataExpiracao >= link.dataCriacao).toBe(true);
    }
    expect(new Set(links.map((link) => link.link)).size).toBe(links.length);
  });

  it('filter by e-mail fragment and by status', async () => {
    const email = (await get('/api/link-vendas/link?_id=5')).body.linkVenda.Email as string;
    const byEmail = await post('/api/link-vendas', { Email: email.slice(0, 6).toUpperCase() });
    expect(byEmail.body.linkDeVendas.every((row: { Email: string }) => row.Email.includes(email.slice(0, 6)))).toBe(true);
    const paid = await post('/api/link-vendas', { status: 'pago', QTDPorPagina: 100 });
    expect(paid.body.totalLinkVendas).toBeGreaterThan(0);
    expect(paid.body.linkDeVendas.every((row: { status: string }) => row.status === 'pago')).toBe(true);
  });

  it('creates a link for a module with the operator, today and a pending status; validates like a server', async () => {
    const modules = (await get('/api/link-vendas/modulos')).body.modulos as Array<{ _id: number; name: string }>;
    const courses = (await get('/api/link-vendas/cursos')).body.cursos as Array<{ _id: number; name: string }>;
    expect(courses[0]).toEqual({ _id: 1, name: expect.any(String) });
    const created = await post('/api/link-vendas/save', {
      Email: 'Cliente.Novo@Exemplo.com.br', tipoProduto: 'Módulo', moduloId: modules[0]._id, discountType: 'Dinheiro',
      valorDesconto: 20, dataExpiracao: '2026-12-01',
    });
    expect(created.status).toBe(200);
    expect(created.body.linkVenda).toMatchObject({
      _id: 81, Email: 'cliente.novo@exemplo.com.br', Produto: modules[0].name, modulo: modules[0], curso: null,
      valorDesconto: 20, porcentagemDesconto: null, desconto: 'R$ 20,00', dataCriacao: '2026-11-20', status: 'pagamento pendente',
      operador: 'Ana Paula Ribeiro', tipoProduto: 'Módulo', moduloId: modules[0]._id,
    });
    expect(created.body.linkVenda.link.startsWith(CHECKOUT_BASE)).toBe(true);

    const bad = (body: Record<string, unknown>) => post('/api/link-vendas/save', { Email: 'a@b.com.br', tipoProduto: 'Curso', cursoId: 1, discountType: 'Porcentagem', porcentagemDesconto: 10, dataExpiracao: '2026-12-01', ...body });
    expect((await bad({ Email: '' })).body).toEqual({ message: 'Informe o e-mail do cliente.' });
    expect((await bad({ Email: 'sem-arroba' })).body).toEqual({ message: 'Preencha um email válido' });
    expect((await bad({ cursoId: null })).body).toEqual({ message: 'Escolha o curso ou o módulo do link.' });
    expect((await bad({ cursoId: modules[0]._id })).body).toEqual({ message: 'Curso não encontrado no catálogo.' });
    expect((await bad({ porcentagemDesconto: 120 })).body).toEqual({ message: 'A porcentagem de desconto deve estar entre 1 e 100.' });
    expect((await bad({ dataExpiracao: '2026-01-01' })).body).toEqual({ message: 'A data de expiração não pode ser anterior à data de criação.' });
    expect((await bad({ dataExpiracao: '31/02/2026' })).status).toBe(400);
  });

  it('updates keep the link address, the creation date and the operator; remove answers 404 the second time', async () => {
    const before = (await get('/api/link-vendas/link?_id=2')).body.linkVenda;
    const updated = await post('/api/link-vendas/save', { _id: 2, Email: 'outro@exemplo.com.br', dataExpiracao: '2027-01-10' });
    expect(updated.status).toBe(200);
    expect(updated.body.linkVenda).toMatchObject({ _id: 2, Email: 'outro@exemplo.com.br', link: before.link, dataCriacao: before.dataCriacao, operador: before.operador, Produto: before.Produto });
    expect((await post('/api/link-vendas/save', { _id: 999, Email: 'x@y.com.br' })).status).toBe(404);
    expect((await post('/api/link-vendas/remove-link', { _id: 2 })).body).toEqual({ _id: 2 });
    expect((await post('/api/link-vendas/remove-link', { _id: 2 })).status).toBe(404);
    expect((await post('/api/link-vendas/remove-link', {})).status).toBe(400);
  });
});

describe('banners', () => {
  it('e-commerce and logged-area banners are separate tables with the same rules', async () => {
    const created = await post('/api/banners-area-logada/save', {
      titulo: 'Novo simulado PF', imagemDesktop: '/midia/simulado.png', dataInicio: '2026-11-20', dataFim: '2026-12-20',
    });
    expect(created.body.banner).toMatchObject({ _id: 31, titulo: 'Novo simulado PF', ordem: 1, ativo: true, imagemMobile: '', dataFim: '2026-12-20' });
    expect((await post('/api/banners-ecommerce', {})).body.totalBannersEcommerce).toBe(30);
    expect((await post('/api/banners-area-logada', {})).body.totalBannersAreaLogada).toBe(31);
    const bad = (body: Record<string, unknown>) => post('/api/banners-ecommerce/save', { titulo: 'X', imagemDesktop: 'https://cdn.exemplo.com.br/x.jpg', dataInicio: '2026-11-20', ...body });
    expect((await bad({ titulo: '' })).body).toEqual({ message: 'Informe o título do banner.' });
    expect((await bad({ imagemDesktop: 'javascript:alert(1)' })).body).toEqual({ message: 'A imagem para computador deve ser um endereço que comece com https:// ou /.' });
    expect((await bad({ dataFim: '2026-11-01' })).body).toEqual({ message: 'A data de fim não pode ser anterior à data de início.' });
    expect((await bad({ ordem: 0 })).status).toBe(400);
  });

  it('filters by title and active flag', async () => {
    const active = await post('/api/banners-ecommerce', { ativo: true, QTDPorPagina: 50 });
    expect(active.body.bannersEcommerce.every((row: { ativo: boolean }) => row.ativo)).toBe(true);
    const title = active.body.bannersEcommerce[0].titulo as string;
    const byTitle = await post('/api/banners-ecommerce', { titulo: title });
    expect(byTitle.body.bannersEcommerce.map((row: { titulo: string }) => row.titulo)).toContain(title);
  });
});

describe('campaigns', () => {
  it('carry the coupons made for them and validate coupons, channel and unique names', async () => {
    const all = (await post('/api/campanhas', { QTDPorPagina: 50 })).body.campanhas as Array<Record<string, any>>;
    expect(all.some((campaign) => campaign.cupons.length > 0)).toBe(true);
    const coupons = (await post('/api/cupons', { QTDPorPagina: 5 })).body.cupons as Array<{ CupomID: number; Nome: string }>;
    const created = await post('/api/campanhas/save', {
      nome: 'Campanha de teste', canal: 'WhatsApp', dataInicio: '2026-12-01', dataFim: '2026-12-10', orcamento: '1.500,00',
      cupons: [{ CupomID: coupons[0].CupomID, Nome: 'qualquer' }, coupons[1].CupomID],
    });
    expect(created.body.campanha).toMatchObject({
      _id: 31, orcamento: 1500, status: 'Planejada',
      cupons: [{ CupomID: coupons[0].CupomID, Nome: coupons[0].Nome }, { CupomID: coupons[1].CupomID, Nome: coupons[1].Nome }],
    });
    const again = await post('/api/campanhas/save', { nome: 'CAMPANHA DE TESTE', canal: 'Site', dataInicio: '2026-12-01', dataFim: '2026-12-10' });
    expect(again.body).toEqual({ message: 'Já existe uma campanha chamada CAMPANHA DE TESTE.' });
    expect((await post('/api/campanhas/save', { nome: 'Y', canal: 'Rádio', dataInicio: '2026-12-01', dataFim: '2026-12-10' })).status).toBe(400);
    expect((await post('/api/campanhas/save', { nome: 'Y', canal: 'Site', dataInicio: '2026-12-01', dataFim: '2026-12-10', cupons: [9999] })).body)
      .toEqual({ message: 'Cupom 9999 não encontrado.' });
    const renamed = await post('/api/campanhas/save', { _id: 31, nome: 'Campanha de teste' });
    expect(renamed.status).toBe(200);
  });
});

describe('marketing settings (one record)', () => {
  it('GET answers the record with or without _id=1, and 404 for another id', async () => {
    const plain = await get('/api/marketing/configuracao');
    expect(plain.body.configuracao).toMatchObject({ _id: 1, descontoPix: 10, descontoBoleto: 5, descontoAVista: 5, parcelasMaximas: 12 });
    expect((await get('/api/marketing/configuracao?_id=1')).body).toEqual(plain.body);
    expect((await get('/api/marketing/configuracao?_id=2')).status).toBe(404);
  });

  it('POST saves, records who and when, and refuses values out of range', async () => {
    const saved = await post('/api/marketing/configuracao', { descontoPix: 12, parcelasMaximas: 10 });
    expect(saved.body.configuracao).toMatchObject({ descontoPix: 12, parcelasMaximas: 10, descontoBoleto: 5, atualizadoPor: 'Ana Paula Ribeiro', atualizadoEm: clock.toISOString() });
    expect((await get('/api/marketing/configuracao')).body.configuracao.descontoPix).toBe(12);
    expect((await post('/api/marketing/configuracao', { descontoPix: 120 })).body).toEqual({ message: 'O desconto no PIX deve estar entre 0 e 100.' });
    expect((await post('/api/marketing/configuracao', { parcelasMaximas: 13 })).status).toBe(400);
    expect((await post('/api/marketing/configuracao', { parcelasMaximas: '' })).body).toEqual({ message: 'Informe o número máximo de parcelas.' });
    expect((await post('/api/marketing/configuracao', { valorMinimoParcela: 2 })).body).toEqual({ message: 'O valor mínimo da parcela deve ser de pelo menos R$ 5,00.' });
  });
});

describe('free materials', () => {
  it('filter by type, search e-books by name, stamp editedAt on save', async () => {
    const videos = await post('/api/materiais-gratuitos', { type: 'Videoaula', QTDPorPagina: 50 });
    expect(videos.body.MaterialGratuito.every((row: { type: string }) => row.type === 'Videoaula')).toBe(true);
    const ebooks = await get('/api/material-gratuito/ebook?searchMaterial=guia&QTDPorPagina=50');
    expect(ebooks.body.MaterialGratuito.length).toBeGreaterThan(0);
    expect(ebooks.body.MaterialGratuito.every((row: { type: string; name: string }) => row.type === 'E-book' && /guia/i.test(row.name))).toBe(true);
    const saved = await post('/api/material-gratuito/save', { _id: 1, name: 'E-book renomeado' });
    expect(saved.body.materialGratuito).toMatchObject({ _id: 1, name: 'E-book renomeado', editedAt: clock.toISOString() });
    expect((await post('/api/material-gratuito/save', { name: 'Sem tipo', link: '/x.pdf' })).body).toEqual({ message: 'Informe o tipo.' });
    expect((await post('/api/material-gratuito/save', { name: 'Tipo errado', type: 'Podcast', link: '/x.pdf' })).status).toBe(400);
  });
});

describe('fixed bar, redirects, automatic links, ads and offers', () => {
  it('fixed bar colours are #RRGGBB', async () => {
    const ok = await post('/api/barra-fixa/save', { texto: 'Aviso', dataInicio: '2026-11-20', dataFim: '2026-11-21', corFundo: '#ff0000' });
    expect(ok.body.barraFixa).toMatchObject({ corFundo: '#FF0000', corTexto: '#FFFFFF', ativo: true });
    expect((await post('/api/barra-fixa/save', { texto: 'Aviso', dataInicio: '2026-11-20', dataFim: '2026-11-21', corFundo: 'red' })).body)
      .toEqual({ message: 'A cor de fundo deve estar no formato #RRGGBB.' });
  });

  it('navigation: rows name their parent, the parent cannot be a descendant, a parent with children cannot go', async () => {
    const rows = (await post('/api/navegacao', { QTDPorPagina: 50 })).body.itensNavegacao as Array<Record<string, any>>;
    const child = rows.find((row) => row.paiId !== null)!;
    expect(child.nomePai).toBe(rows.find((row) => row._id === child.paiId)!.label);
    expect(rows.find((row) => row.paiId === null)!.nomePai).toBe('');
    expect((await post('/api/navegacao/save', { _id: child.paiId, paiId: child._id })).body)
      .toEqual({ message: 'Um item não pode ficar dentro dele mesmo nem de um item que está abaixo dele.' });
    expect((await post('/api/navegacao/remove-item', { _id: child.paiId })).status).toBe(400);
    expect((await post('/api/navegacao/remove-item', { _id: child._id })).status).toBe(200);
    const options = (await get('/api/navegacao/opcoes')).body.itens as Array<{ _id: number; label: string }>;
    expect(options.length).toBe(rows.length - 1);
    const created = await post('/api/navegacao/save', { label: 'Black Friday', url: '/promocoes/black-friday', paiId: 2 });
    expect(created.body.itemNavegacao).toMatchObject({ paiId: 2, visivel: true, nomePai: 'Cursos' });
  });

  it('redirects: the origin is a unique store path, the type 301 or 302', async () => {
    const created = await post('/api/redirecionamentos/save', { de: '/promo-natal', para: '/promocoes/natal', tipo: '302' });
    expect(created.body.redirecionamento).toMatchObject({ tipo: 302, ativo: true, acessos: 0, criadoEm: '2026-11-20' });
    expect((await post('/api/redirecionamentos/save', { de: '/promo-natal', para: '/outra' })).body).toEqual({ message: 'Já existe um redirecionamento a partir de /promo-natal.' });
    expect((await post('/api/redirecionamentos/save', { de: 'promo', para: '/outra' })).status).toBe(400);
    expect((await post('/api/redirecionamentos/save', { de: '/a', para: '/a' })).status).toBe(400);
    expect((await post('/api/redirecionamentos/save', { de: '/b', para: '/c', tipo: 307 })).status).toBe(400);
    const permanent = await post('/api/redirecionamentos', { tipo: 301, QTDPorPagina: 50 });
    expect(permanent.body.redirecionamentos.every((row: { tipo: number }) => row.tipo === 301)).toBe(true);
  });

  it('automatic links: one per keyword (ignoring case and accents)', async () => {
    expect((await post('/api/conexoes-automaticas/save', { palavraChave: 'policia federal', url: '/x' })).body)
      .toEqual({ message: 'A palavra-chave policia federal já tem uma conexão automática.' });
    const created = await post('/api/conexoes-automaticas/save', { palavraChave: 'Detran', url: '/concursos/detran', maxOcorrencias: 2 });
    expect(created.body.conexao).toMatchObject({ _id: 31, maxOcorrencias: 2, novaAba: false, ativo: true });
  });

  it('advertisements need a placement from the list', async () => {
    const base = { titulo: 'Anúncio', imagem: '/midia/a.png', dataInicio: '2026-11-20', dataFim: '2026-11-30' };
    expect((await post('/api/publicidades/save', { ...base, posicao: 'Rodapé' })).status).toBe(200);
    expect((await post('/api/publicidades/save', { ...base, posicao: 'Cabeçalho' })).status).toBe(400);
    const footer = await post('/api/publicidades', { posicao: 'Rodapé', QTDPorPagina: 50 });
    expect(footer.body.publicidades.every((row: { posicao: string }) => row.posicao === 'Rodapé')).toBe(true);
  });

  it('offers: products from the catalogue and an offer price below the original', async () => {
    const all = (await post('/api/ofertas', { QTDPorPagina: 30 })).body.ofertas as Array<Record<string, any>>;
    for (const offer of all) expect(offer.precoOferta).toBeLessThan(offer.precoOriginal);
    const base = { titulo: 'Oferta teste', produtos: [{ ID: 1, Nome: 'x' }], precoOriginal: 297, precoOferta: 197, dataInicio: '2026-11-20', dataFim: '2026-11-27' };
    const created = await post('/api/ofertas/save', base);
    expect(created.body.oferta.produtos[0].Nome).not.toBe('x');
    expect((await post('/api/ofertas/save', { ...base, produtos: [] })).body).toEqual({ message: 'Escolha pelo menos um produto para a oferta.' });
    expect((await post('/api/ofertas/save', { ...base, precoOferta: 297 })).body).toEqual({ message: 'O preço da oferta deve ser menor que o preço original.' });
    expect((await post('/api/ofertas/save', { ...base, produtos: [9999] })).status).toBe(400);
  });

  it('testimonies need a text of at least 20 characters and get the next position', async () => {
    const created = await post('/api/depoimentos/save', { nomeAluno: 'Maria Souza', concurso: 'INSS 2026', depoimento: 'Aprovada graças às aulas de revisão!' });
    expect(created.body.depoimento).toMatchObject({ _id: 33, ordem: 33, publicado: false });
    expect((await post('/api/depoimentos/save', { nomeAluno: 'X', concurso: 'Y', depoimento: 'Curto' })).status).toBe(400);
  });
});

/**
 * The signed-in user (spec section 7, /admin/user): who they are, their roles, their saved settings, their
 * password; their profile ("Meu perfil", /api/perfil) and the quick panel. Each needs only a signed-in user.
 */
import { checkPassword, hashPassword, PASSWORD_RULE } from '../core/passwords.ts';
import type { Row } from '../core/db.ts';
import { badRequest, rule, type Ctx } from '../core/router.ts';
import { validateRecord } from '../core/validate.ts';
import { picture, slugOf } from '../bindings/shared.ts';
import { normalize } from '../core/query.ts';
import { catalog } from '../seed/fixtures.ts';
import { AUTH_MESSAGES, publicUser, updateUser } from './auth.ts';
import { needsOf, resourceOf, type Services } from './services.ts';

const account = (ctx: Ctx) => ctx.db.table('user').get(ctx.user!._id)!;

/** The profile: the back-office user of the same e-mail (name, phone, video) over what the user saved. */
function profileOf(ctx: Ctx) {
  const user = account(ctx);
  const staff = ctx.db.table('admin-user').all().find((row) => row.Email.toLowerCase() === user.email.toLowerCase());
  const [first, ...rest] = user.name.split(' ');
  const fullName = staff ? `${staff.Nome} ${staff.SobreNome}` : user.name;
  // A teacher of the catalogue (same name) brings the subjects they teach.
  const teacher = catalog.teachers.find((candidate) => normalize(candidate.Nome) === normalize(fullName));
  const profile = {
    ID: Number(user._id), Nome: staff?.Nome ?? first, Sobrenome: staff?.SobreNome ?? rest.join(' '), Email: user.email,
    Telefone: staff?.Telefone ?? '', Video: staff?.Video ?? '', ImagemPerfil: staff?.ImagemPerfil?.url ?? '',
    Disciplinas: teacher ? [...teacher.Disciplinas] : [], NomeUrl: slugOf(fullName), ...user.data.perfil,
  };
  return { profile: Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== '' && value !== undefined)), staff, user };
}

export function userRules(services: Services) {
  const profile = needsOf(services, 'my-profile');
  const day = (ctx: Ctx, offset: number) => new Date(ctx.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    rule('GET /admin/user', 'user', (ctx: Ctx) => publicUser(account(ctx))),
    rule('GET /admin/user/roles', 'user', (ctx: Ctx) => ({ roles: account(ctx).roles.map((name: string) => ({ name })) })),
    rule('GET /admin/user/get-user-by-token', 'user', (ctx: Ctx) => ({ user: publicUser(account(ctx)), access_token: ctx.token })),
    rule('PUT /admin/user', 'user', (ctx: Ctx) => publicUser(updateUser(ctx.db, account(ctx), ctx.body))),
    rule('POST /admin/user/alterar-senha', 'user', (ctx: Ctx) => {
      const user = account(ctx);
      const { senhaAtual, novaSenha, confirmacaoSenha } = ctx.body;
      if (!senhaAtual) throw badRequest('Informe a senha atual.');
      if (!checkPassword(senhaAtual, user.password)) throw badRequest('A senha atual está incorreta.');
      if (typeof novaSenha !== 'string' || !PASSWORD_RULE.test(novaSenha)) throw badRequest(AUTH_MESSAGES.weakPassword);
      if (confirmacaoSenha !== undefined && confirmacaoSenha !== novaSenha) throw badRequest('As senhas não são iguais');
      if (novaSenha === senhaAtual) throw badRequest('A nova senha precisa ser diferente da senha atual.');
      ctx.db.table('user').put({ ...user, password: hashPassword(novaSenha) });
      return { message: AUTH_MESSAGES.passwordChanged };
    }),
    rule('GET /api/perfil', profile.read, (ctx: Ctx) => ({ perfil: profileOf(ctx).profile })),
    rule('POST /api/perfil/save', profile.update, (ctx: Ctx) => {
      const { profile: current, staff, user } = profileOf(ctx);
      const next: Row = { ...current, ...ctx.body, ID: current.ID, Email: current.Email, NomeUrl: current.NomeUrl };
      validateRecord(resourceOf(services, 'my-profile').schema!, next);
      if (staff) {
        const photo = picture({ url: next.ImagemPerfil }, staff.ImagemPerfil, staff.UsuarioID);
        ctx.db.table('admin-user').put({ ...staff, Nome: next.Nome, SobreNome: next.Sobrenome, Telefone: next.Telefone ?? '', Video: next.Video ?? '', ImagemPerfil: photo });
      }
      const name = `${next.Nome} ${next.Sobrenome}`;
      ctx.db.table('user').put({ ...user, name, data: { ...user.data, displayName: name, photoURL: next.ImagemPerfil ?? '', perfil: next } });
      return { perfil: profileOf(ctx).profile };
    }),
    rule('GET /api/quick-panel/data', 'user', (ctx: Ctx) => ({
      notes: [
        { id: 1, title: 'Revisar cupons da Black Friday', detail: 'Conferir validade e limite de uso antes da campanha.', createdAt: day(ctx, -1) },
        { id: 2, title: 'Edital do INSS publicado', detail: 'Atualizar a página do curso e avisar a equipe de vendas.', createdAt: day(ctx, -3) },
        { id: 3, title: 'Reembolsos pendentes', detail: 'Três pedidos aguardam análise de cancelamento parcial.', createdAt: day(ctx, -6) },
      ],
      events: [
        { id: 1, title: 'Reunião de planejamento comercial', date: day(ctx, 1) },
        { id: 2, title: 'Aulão gratuito: Polícia Federal - Agente', date: day(ctx, 4) },
        { id: 3, title: 'Fechamento do faturamento mensal', date: day(ctx, 9) },
      ],
      settings: [
        { id: 'notificacoes', title: 'Notificações por e-mail', value: true },
        { id: 'resumo-diario', title: 'Resumo diário de vendas', value: true },
        { id: 'modo-foco', title: 'Não perturbe', value: false },
      ],
    })),
  ];
}

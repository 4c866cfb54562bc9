import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../engine/auth/authApi';
import type { Profile } from '../../../engine/core/landing';
import { decideAccess, loginPathFor, returnPathFromSearch, type GuardedRoute } from '../../../engine/auth/routeGuard';
import type { SessionView } from '../../../engine/auth/sessionView';
import { APP, DEFAULT_LANDING, PROFESSOR_LANDING } from './appDefinition';

const user: SessionUser = { _id: '1', name: 'Ana', email: 'ana@exemplo.com.br' };

function signedIn(roles: string[], profiles: Profile[] = []): SessionView {
  const professor = profiles.some((profile) => profile.Nome === 'Professor');
  return { status: 'authenticated', user, roles, profiles, landing: professor ? PROFESSOR_LANDING : DEFAULT_LANDING };
}

const guest: SessionView = { status: 'anonymous', signedOut: false };
const justSignedOut: SessionView = { status: 'anonymous', signedOut: true };
const admin = signedIn(['Administrador']);
const gestor = signedIn(['Gestor', 'Cupons', 'Pedidos']);
const professor = signedIn(['ChatApp', 'MyRoyalties'], [{ Nome: 'Professor' }]);
const professorWithoutChat = signedIn(['MyRoyalties'], [{ Nome: 'Professor' }]);
const noRoles = signedIn([]);

const login: GuardedRoute = { permission: null, public: true, guestOnly: true };
const home: GuardedRoute = { permission: null };
const coupons: GuardedRoute = { permission: 'Cupons' };
const chat: GuardedRoute = { permission: 'ChatApp' };
const publicPage: GuardedRoute = { permission: null, public: true };

describe('decideAccess', () => {
  it.each<[string, GuardedRoute, SessionView, string, ReturnType<typeof decideAccess>]>([
    // Public and guests-only routes.
    ['guest opens /login', login, guest, '/login', { allow: true }],
    ['guest opens /reset-pass with its link', login, guest, '/reset-pass?email=a%40b.c&token=x', { allow: true }],
    ['signed-in user on /login goes to the landing page', login, admin, '/login', { allow: false, redirect: '/home' }],
    ['signed-in Professor on /login goes to the chat', login, professor, '/login', { allow: false, redirect: PROFESSOR_LANDING }],
    ['signed-in user on /login?redirect= goes to the remembered path', login, gestor, '/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2', { allow: false, redirect: '/marketing/cupom?pagina=2' }],
    ['signed-in user on /login?redirect=//evil goes to the landing page', login, gestor, '/login?redirect=%2F%2Fevil.example', { allow: false, redirect: '/home' }],
    ['signed-in user on /login?redirect=javascript: goes to the landing page', login, gestor, '/login?redirect=javascript%3Aalert(1)', { allow: false, redirect: '/home' }],
    ['a public page is open to a signed-in user too', publicPage, admin, '/sobre', { allow: true }],
    // Guests on protected routes.
    ['guest on a route with no key goes to /login remembering it', home, guest, '/home', { allow: false, redirect: '/login?redirect=%2Fhome' }],
    ['guest on a keyed route goes to /login remembering path and query', coupons, guest, '/marketing/cupom?pagina=2', { allow: false, redirect: '/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2' }],
    ['guest right after logout goes to a plain /login', coupons, justSignedOut, '/marketing/cupom', { allow: false, redirect: '/login' }],
    ['guest on a hostile path is not made to remember it', coupons, guest, '/.//evil.example', { allow: false, redirect: '/login' }],
    ['a restoring session grants nothing', coupons, { status: 'restoring' }, '/marketing/cupom', { allow: false, redirect: '/login?redirect=%2Fmarketing%2Fcupom' }],
    // Signed-in users.
    ['a route with no key is open to any signed-in user', home, professor, '/home', { allow: true }],
    ['a route with no key is open to a user with no roles', home, noRoles, '/home', { allow: true }],
    ['Administrador opens every key', coupons, admin, '/marketing/cupom', { allow: true }],
    ['a role of the key\'s name opens it', coupons, gestor, '/marketing/cupom?pagina=3', { allow: true }],
    ['Professor opens the chat', chat, professor, PROFESSOR_LANDING, { allow: true }],
    ['denied with a role goes to the landing page (the root\'s target)', coupons, professor, '/marketing/cupom', { allow: false, redirect: PROFESSOR_LANDING , refused: true }],
    ['denied Gestor goes to /home', chat, gestor, '/cx/chat-student-question', { allow: false, redirect: '/home' , refused: true }],
    ['denied user with no roles goes to the landing page', coupons, noRoles, '/marketing/cupom', { allow: false, redirect: '/home' , refused: true }],
    ['a Professor denied their own landing page goes to /home, not round in circles', chat, professorWithoutChat, PROFESSOR_LANDING, { allow: false, redirect: DEFAULT_LANDING , refused: true }],
  ])('%s', (_name, route, session, path, expected) => {
    expect(decideAccess({ route, session, path, app: APP })).toEqual(expected);
  });

  it("takes the all-keys role, the login route and the default landing from the app definition", () => {
    const app = { ...APP, allKeysRole: 'Superusuário', routes: { login: '/entrar' }, landing: { ...APP.landing, default: '/inicio' } };
    expect(decideAccess({ route: coupons, session: admin, path: '/marketing/cupom', app })).toEqual({ allow: false, redirect: '/home', refused: true });
    expect(decideAccess({ route: coupons, session: signedIn(['Superusuário']), path: '/marketing/cupom', app })).toEqual({ allow: true });
    expect(decideAccess({ route: coupons, session: guest, path: '/marketing/cupom', app })).toEqual({
      allow: false, redirect: '/entrar?redirect=%2Fmarketing%2Fcupom',
    });
    expect(decideAccess({ route: coupons, session: justSignedOut, path: '/marketing/cupom', app })).toEqual({ allow: false, redirect: '/entrar' });
    expect(decideAccess({ route: chat, session: professorWithoutChat, path: PROFESSOR_LANDING, app })).toEqual({ allow: false, redirect: '/inicio', refused: true });
    expect(decideAccess({ route: login, session: gestor, path: '/entrar?redirect=%2Fmarketing%2Fcupom', app })).toEqual({
      allow: false, redirect: '/marketing/cupom',
    });
  });
});

describe('loginPathFor and returnPathFromSearch', () => {
  it.each([
    ['/marketing/cupom?pagina=2', '/login?redirect=%2Fmarketing%2Fcupom%3Fpagina%3D2'],
    ['/', '/login'],
    ['/login', '/login'],
    ['/login?redirect=%2Fhome', '/login'],
    ['//evil.example', '/login'],
    [null, '/login'],
    [undefined, '/login'],
  ])('loginPathFor(%s) = %s', (path, expected) => {
    expect(loginPathFor(path, '/login')).toBe(expected);
  });

  it('round-trips a remembered path through the /login query', () => {
    const path = '/cx/gestao-aluno?pagina=3&f.Nome=Jo%C3%A3o%20Silva';
    const search = loginPathFor(path, '/login').split('?')[1];
    expect(returnPathFromSearch(search, '/login')).toBe(path);
  });

  it.each([
    ['redirect=%2F%2Fevil.example', null],
    ['redirect=https%3A%2F%2Fevil.example', null],
    ['redirect=%2F%5Cevil.example', null],
    ['redirect=%2Flogin%3Fredirect%3D%252Fhome', null],
    ['', null],
    ['other=%2Fhome', null],
    ['redirect=%2Fhome', '/home'],
  ])('returnPathFromSearch(%s) = %s', (search, expected) => {
    expect(returnPathFromSearch(search, '/login')).toBe(expected);
  });

  it("uses the app's login route, whatever it is", () => {
    expect(loginPathFor('/marketing/cupom', '/entrar')).toBe('/entrar?redirect=%2Fmarketing%2Fcupom');
    expect(loginPathFor('/entrar?redirect=%2Fhome', '/entrar')).toBe('/entrar');
    expect(returnPathFromSearch('redirect=%2Fentrar', '/entrar')).toBeNull();
    expect(returnPathFromSearch('redirect=%2Flogin', '/entrar')).toBe('/login');
  });
});

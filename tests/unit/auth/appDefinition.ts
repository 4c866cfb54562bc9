import type { AppDefinition } from '../../../engine/core/generated';

/**
 * The app definition the auth, machine and shell tests run with: the back-office's screens/app.json as
 * the spec gives it (Administrador holds every key, Professors land on the student-question chat).
 */
export const APP: AppDefinition = {
  allKeysRole: 'Administrador',
  routes: { login: '/login', register: '/registrar' },
  landing: { default: '/home', byProfile: [{ profile: 'Professor', route: '/cx/chat-student-question' }] },
  userMenu: [
    { label: 'Meu Perfil', icon: 'person', route: '/perfil/meu-perfil/1' },
    { label: 'Alterar senha', icon: 'key', route: '/perfil/alterar-senha' },
  ],
  guestMenu: [
    { label: 'Login', icon: 'log-in', route: '/login' },
    { label: 'Register', icon: 'new-person', route: '/registrar' },
  ],
  calls: {
    login: { call: 'POST /admin/auth/autenticar' },
    forgotPassword: { call: 'POST /admin/auth/esqueci-senha' },
    resetPassword: { call: 'POST /admin/auth/resetar-senha' },
    user: { call: 'GET /admin/user' },
    roles: { call: 'GET /admin/user/roles' },
    logout: { call: 'POST /admin/auth/sair' },
    saveUser: { call: 'PUT /admin/user' },
    quickPanel: { call: 'GET /api/quick-panel/data' },
    register: { call: 'POST /api/auth/register' },
  },
};

/** The app's landing page of everyone without a profile rule. */
export const DEFAULT_LANDING = APP.landing.default;
/** The landing page of a Professor, by the app's rule. */
export const PROFESSOR_LANDING = '/cx/chat-student-question';

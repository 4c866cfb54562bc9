/**
 * The demo users of the mock API (README lists the same). Tests import this table instead of repeating it.
 */

/** One demo user as the mock stores it at start. */
export interface DemoUser {
  /** Id as the login response gives it (`user._id`). */
  _id: string;
  /** Short key used by tests and docs. */
  key: 'admin' | 'gestor' | 'professor' | 'suporte';
  name: string;
  email: string;
  password: string;
  /** Profile names (`profiles: [{ Nome }]`); Professor changes the landing page after login. */
  profiles: readonly string[];
  /** Role names (`roles: [{ name }]`); a permission key is granted by a role of the same name, or Administrador. */
  roles: readonly string[];
}

/** The four demo users. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    _id: '1', key: 'admin', name: 'Ana Paula Ribeiro', email: 'admin@exemplo.com.br', password: 'Admin123',
    profiles: ['Administrador'], roles: ['Administrador'],
  },
  {
    _id: '2', key: 'gestor', name: 'Marcos Vinícius Andrade', email: 'gestor@exemplo.com.br', password: 'Gestor123',
    profiles: ['Gestor'],
    roles: ['Gestor', 'Cupons', 'Cupons.new', 'Cupons.edit', 'Cupons.delete', 'GestaoAluno', 'GestaoAluno.edit',
      'GestaoAluno.delete', 'ContratoLista', 'ContratoDetalhe', 'CancelamentoModal', 'Pedidos', 'FaturamentoDiario',
      'AtrasoProfessores', 'Calendario'],
  },
  {
    _id: '3', key: 'professor', name: 'Carlos Eduardo Menezes', email: 'professor@exemplo.com.br', password: 'Professor123',
    profiles: ['Professor'], roles: ['ChatApp', 'MyRoyalties'],
  },
  {
    _id: '4', key: 'suporte', name: 'Juliana Costa Lima', email: 'suporte@exemplo.com.br', password: 'Suporte123',
    profiles: ['Suporte'],
    roles: ['GestaoAluno', 'ContratoLista', 'ContratoDetalhe', 'Recados', 'Recados.new', 'Recados.edit',
      'LiberacaoManual', 'LiberacaoManual.new', 'ChatApp', 'Discursivas', 'AtrasoProfessores', 'Calendario', 'Calendario.new',
      'Calendario.edit', 'Calendario.delete'],
  },
];

/** The demo user with that key. */
export function demoUser(key: DemoUser['key']): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`[mocks] usuário de demonstração desconhecido: ${key}`);
  return user;
}

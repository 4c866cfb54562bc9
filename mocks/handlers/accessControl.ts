/**
 * Access control (simulated endpoints): back-office users, permissions (a key plus an HTTP method), the key
 * catalogue and permission groups, each with list, one record, save and remove, plus the options of their forms.
 */
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { allOf, containsText, equalsBoolean, equalsValue, normalizeText, type RowFilter } from '../paging/filters.ts';
import { orderedRows, pagedResponse, readPageRequest } from '../paging/paging.ts';
import {
  accessKeys, isAccessKey, PERMISSION_METHODS, permissionGroupsTable, permissionsTable, type AccessKeyRow,
  type PermissionGroupRecord, type PermissionMethod, type PermissionRecord,
} from '../seed/permissionCatalog.ts';
import { staffUsersTable, type StaffUserRecord, type UserRole } from '../seed/staffUsers.ts';
import { badRequest, HttpError, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import type { MockStore } from '../store/store.ts';
import { asRecord, EMAIL_PATTERN, has, readId, readText } from './input.ts';

/** Messages of the access control endpoints. */
export const ACCESS_MESSAGES = {
  userNotFound: 'Usuário não encontrado.',
  userIdRequired: 'Informe o usuário (UsuarioID).',
  nameRequired: 'Informe o nome.',
  surnameRequired: 'Informe o sobrenome.',
  invalidEmail: 'Preencha um email válido',
  emailTaken: (email: string) => `O e-mail ${email} já é usado por outro usuário.`,
  invalidCpf: 'CPF inválido',
  cpfTaken: 'Este CPF já é usado por outro usuário.',
  invalidPhone: 'Telefone inválido: use DDD e número, com 10 ou 11 dígitos.',
  unknownGroup: (id: string) => `Grupo de permissões não encontrado: ${id}.`,
  unknownKey: (key: string) => `Chave de acesso desconhecida: ${key}.`,
  removeSelf: 'Você não pode remover o seu próprio usuário.',
  permissionNotFound: 'Permissão não encontrada.',
  permissionIdRequired: 'Informe a permissão (PermissaoID).',
  permissionNameRequired: 'Informe a chave da permissão.',
  methodRequired: 'Escolha o método HTTP: GET, PUT, POST ou DELETE.',
  permissionTaken: (name: string, method: string) => `Já existe a permissão ${name} com o método ${method}.`,
  groupNotFound: 'Grupo de permissões não encontrado.',
  groupIdRequired: 'Informe o grupo (GrupoPermissaoID).',
  groupNameRequired: 'Informe o nome do grupo.',
  groupNameTaken: (name: string) => `Já existe um grupo chamado ${name}.`,
  keysRequired: 'Escolha ao menos uma chave de acesso.',
  groupInUse: (name: string, count: number) =>
    `O grupo ${name} está em uso por ${count} ${count === 1 ? 'usuário' : 'usuários'}. Tire-o dos usuários antes de removê-lo.`,
  copyOf: (name: string) => `Cópia de ${name}`,
} as const;

function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

function readFlag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
}

/** Keys of the catalogue a request names, in catalogue order, without repeats; an unknown key is a 400. */
function readKeys(value: unknown): string[] {
  const wanted = new Set<string>();
  for (const item of listOf(value)) {
    const key = readText(item && typeof item === 'object' ? (item as Record<string, unknown>).Chave : item);
    if (!key || !isAccessKey(key)) throw badRequest(ACCESS_MESSAGES.unknownKey(String(key ?? item)));
    wanted.add(key);
  }
  return accessKeys().filter((row) => wanted.has(row.Chave)).map((row) => row.Chave);
}

// ---------------------------------------------------------------- users

/** The user as the API answers it: role names are the groups' current names (a renamed group shows its new name). */
function userView(store: MockStore, user: StaffUserRecord): StaffUserRecord {
  const groups = store.table(permissionGroupsTable);
  const Papeis = user.Papeis.flatMap((papel) => {
    const group = groups.get(papel.PapeisID);
    return group ? [{ PapeisID: group.GrupoPermissaoID, Nome: group.Nome }] : [];
  });
  return { ...user, Papeis };
}

/**
 * One user for the form: empty optional texts are left out (an empty CPF, phone or video address would fail its
 * format in a form the user never filled).
 */
function userRecord(store: MockStore, user: StaffUserRecord): Partial<StaffUserRecord> {
  return Object.fromEntries(Object.entries(userView(store, user)).filter(([, value]) => value !== '')) as Partial<StaffUserRecord>;
}

function listUsers(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<StaffUserRecord>(
    containsText(['Nome', 'SobreNome'], input.Nome),
    containsText('Email', input.Email),
    equalsBoolean('UsuarioAtivo', input.UsuarioAtivo),
  );
  return pagedResponse(input, context.store.table(staffUsersTable).all(), {
    list: 'usuarios', total: 'totalUsuarios', filter, project: (user) => userView(context.store, user),
  });
}

function findUser(context: HandlerContext, value: unknown): StaffUserRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(ACCESS_MESSAGES.userIdRequired);
  const user = context.store.table(staffUsersTable).get(id);
  if (!user) throw notFound(ACCESS_MESSAGES.userNotFound);
  return user;
}

function getUser(context: HandlerContext) {
  return { usuario: userRecord(context.store, findUser(context, context.input.UsuarioID)) };
}

function readRoles(store: MockStore, value: unknown): UserRole[] {
  const groups = store.table(permissionGroupsTable);
  const out: UserRole[] = [];
  for (const item of listOf(value)) {
    const raw = item && typeof item === 'object' ? (item as Record<string, unknown>).PapeisID : item;
    const group = groups.get(readId(raw) ?? 0);
    if (!group) throw badRequest(ACCESS_MESSAGES.unknownGroup(String(raw)));
    if (!out.some((role) => role.PapeisID === group.GrupoPermissaoID)) out.push({ PapeisID: group.GrupoPermissaoID, Nome: group.Nome });
  }
  return out;
}

/** The user to store from the request over the existing one (fields not sent keep their value). */
function userFromInput(context: HandlerContext, input: Record<string, unknown>, existing: StaffUserRecord | undefined) {
  const pick = (field: keyof StaffUserRecord) => (has(input, field) ? input[field] : existing?.[field]);
  const Nome = readText(pick('Nome'));
  if (!Nome) throw badRequest(ACCESS_MESSAGES.nameRequired);
  const SobreNome = readText(pick('SobreNome'));
  if (!SobreNome) throw badRequest(ACCESS_MESSAGES.surnameRequired);
  const Email = readText(pick('Email'));
  if (!Email || !EMAIL_PATTERN.test(Email)) throw badRequest(ACCESS_MESSAGES.invalidEmail);
  const CPF = digitsOf(pick('CPF'));
  if (CPF && !isValidCpf(CPF)) throw badRequest(ACCESS_MESSAGES.invalidCpf);
  const Telefone = digitsOf(pick('Telefone'));
  if (Telefone && (Telefone.length < 10 || Telefone.length > 11)) throw badRequest(ACCESS_MESSAGES.invalidPhone);
  const others = context.store.table(staffUsersTable).all().filter((user) => user.UsuarioID !== existing?.UsuarioID);
  if (others.some((user) => user.Email.toLowerCase() === Email.toLowerCase())) throw badRequest(ACCESS_MESSAGES.emailTaken(Email));
  if (CPF && others.some((user) => user.CPF === CPF)) throw badRequest(ACCESS_MESSAGES.cpfTaken);
  return {
    Nome, SobreNome, Email, CPF, Telefone,
    Video: readText(pick('Video')) ?? '',
    ImagemPerfil: existing?.ImagemPerfil ?? null,
    UsuarioAtivo: readFlag(pick('UsuarioAtivo'), true),
    MostrarUsuario: readFlag(pick('MostrarUsuario'), false),
    RoyaltiesAtivo: readFlag(pick('RoyaltiesAtivo'), false),
    Permissoes: readKeys(pick('Permissoes')),
    Papeis: readRoles(context.store, pick('Papeis')),
  };
}

function saveUser(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(staffUsersTable);
  const id = readId(input.UsuarioID);
  const existing = id === undefined ? undefined : table.get(id);
  const fields = userFromInput(context, input, existing);
  const saved = existing ? table.replace({ ...fields, UsuarioID: existing.UsuarioID }) : table.insert(fields);
  return { usuario: userRecord(context.store, saved) };
}

function removeUser(context: AuthedContext) {
  const user = findUser(context, asRecord(context.body).UsuarioID);
  if (user.Email.toLowerCase() === context.user.email.toLowerCase()) throw badRequest(ACCESS_MESSAGES.removeSelf);
  context.store.table(staffUsersTable).remove(user.UsuarioID);
  return { UsuarioID: user.UsuarioID };
}

function roleOptions(context: HandlerContext) {
  const papeis = context.store
    .table(permissionGroupsTable)
    .all()
    .map((group) => ({ PapeisID: group.GrupoPermissaoID, Nome: group.Nome }))
    .sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR'));
  return { papeis };
}

// ---------------------------------------------------------------- permissions

function readMethod(value: unknown): PermissionMethod {
  const text = (readText(value) ?? '').toUpperCase();
  const method = PERMISSION_METHODS.find((candidate) => candidate === text);
  if (!method) throw badRequest(ACCESS_MESSAGES.methodRequired);
  return method;
}

function listPermissions(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<PermissionRecord>(
    containsText(['Nome', 'Desc'], input.Nome),
    equalsValue('Metodo', typeof input.Metodo === 'string' ? input.Metodo.toUpperCase() : input.Metodo),
  );
  return pagedResponse(input, context.store.table(permissionsTable).all(), { list: 'permissoes', total: 'totalPermissoes', filter });
}

function findPermission(context: HandlerContext, value: unknown): PermissionRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(ACCESS_MESSAGES.permissionIdRequired);
  const permission = context.store.table(permissionsTable).get(id);
  if (!permission) throw notFound(ACCESS_MESSAGES.permissionNotFound);
  return permission;
}

function getPermission(context: HandlerContext) {
  return { permissao: findPermission(context, context.input.PermissaoID) };
}

function savePermission(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(permissionsTable);
  const id = readId(input.PermissaoID);
  const existing = id === undefined ? undefined : table.get(id);
  const pick = (field: keyof PermissionRecord) => (has(input, field) ? input[field] : existing?.[field]);
  const Nome = readText(pick('Nome'));
  if (!Nome) throw badRequest(ACCESS_MESSAGES.permissionNameRequired);
  if (!isAccessKey(Nome)) throw badRequest(ACCESS_MESSAGES.unknownKey(Nome));
  const Metodo = readMethod(pick('Metodo'));
  const Desc = readText(pick('Desc')) ?? '';
  const duplicate = table.all().some((other) => other.PermissaoID !== existing?.PermissaoID && other.Nome === Nome && other.Metodo === Metodo);
  if (duplicate) throw badRequest(ACCESS_MESSAGES.permissionTaken(Nome, Metodo));
  const fields = { Nome, Metodo, Desc };
  const saved = existing ? table.replace({ ...fields, PermissaoID: existing.PermissaoID }) : table.insert(fields);
  return { permissao: saved };
}

function removePermission(context: HandlerContext) {
  const permission = findPermission(context, asRecord(context.body).PermissaoID);
  context.store.table(permissionsTable).remove(permission.PermissaoID);
  return { PermissaoID: permission.PermissaoID };
}

/** The whole key catalogue (filtered and sorted, not paged: it is small and forms pick from all of it). */
function listKeys(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<AccessKeyRow>(
    containsText(['Chave', 'Nome'], input.Chave),
    equalsValue('Area', input.Area),
    equalsValue('Tipo', input.Tipo),
  );
  const rows = orderedRows(accessKeys(), filter, readPageRequest(input).sort);
  return { listaPermissoes: rows, totalListaPermissoes: rows.length };
}

// ---------------------------------------------------------------- groups

function groupWithKey(key: unknown): RowFilter<PermissionGroupRecord> | undefined {
  const text = readText(key);
  if (!text) return undefined;
  const wanted = normalizeText(text);
  return { key: `ChavesDeAcesso~${wanted}`, test: (group) => group.ChavesDeAcesso.some((item) => normalizeText(item).includes(wanted)) };
}

function listGroups(context: HandlerContext) {
  const input = context.input;
  const filter = allOf<PermissionGroupRecord>(containsText(['Nome', 'Desc'], input.Nome), groupWithKey(input.Chave));
  return pagedResponse(input, context.store.table(permissionGroupsTable).all(), { list: 'gruposPermissao', total: 'totalGruposPermissao', filter });
}

function findGroup(context: HandlerContext, value: unknown): PermissionGroupRecord {
  const id = readId(value);
  if (id === undefined) throw badRequest(ACCESS_MESSAGES.groupIdRequired);
  const group = context.store.table(permissionGroupsTable).get(id);
  if (!group) throw notFound(ACCESS_MESSAGES.groupNotFound);
  return group;
}

/** One group; with `copia=true`, a copy to save as a new group (no id, "Cópia de ..." name). */
function getGroup(context: HandlerContext) {
  const group = findGroup(context, context.input.GrupoPermissaoID);
  if (!readFlag(context.input.copia, false)) return { grupoPermissao: group };
  const { GrupoPermissaoID: _id, ...rest } = group;
  return { grupoPermissao: { ...rest, Nome: ACCESS_MESSAGES.copyOf(group.Nome) } };
}

function saveGroup(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(permissionGroupsTable);
  const id = readId(input.GrupoPermissaoID);
  const existing = id === undefined ? undefined : table.get(id);
  const pick = (field: keyof PermissionGroupRecord) => (has(input, field) ? input[field] : existing?.[field]);
  const Nome = readText(pick('Nome'));
  if (!Nome) throw badRequest(ACCESS_MESSAGES.groupNameRequired);
  const taken = table.all().some((other) => other.GrupoPermissaoID !== existing?.GrupoPermissaoID && normalizeText(other.Nome) === normalizeText(Nome));
  if (taken) throw badRequest(ACCESS_MESSAGES.groupNameTaken(Nome));
  const ChavesDeAcesso = readKeys(pick('ChavesDeAcesso'));
  if (ChavesDeAcesso.length === 0) throw badRequest(ACCESS_MESSAGES.keysRequired);
  const fields = { Nome, Desc: readText(pick('Desc')) ?? '', ChavesDeAcesso };
  const saved = existing ? table.replace({ ...fields, GrupoPermissaoID: existing.GrupoPermissaoID }) : table.insert(fields);
  return { grupoPermissao: saved };
}

function removeGroup(context: HandlerContext) {
  const group = findGroup(context, asRecord(context.body).GrupoPermissaoID);
  const users = context.store.table(staffUsersTable).all().filter((user) => user.Papeis.some((papel) => papel.PapeisID === group.GrupoPermissaoID));
  if (users.length > 0) throw new HttpError(409, ACCESS_MESSAGES.groupInUse(group.Nome, users.length));
  context.store.table(permissionGroupsTable).remove(group.GrupoPermissaoID);
  return { GrupoPermissaoID: group.GrupoPermissaoID };
}

/** Registers the access control routes. */
export function registerAccessControlRoutes(router: Router): void {
  router.post('/api/usuarios', listUsers);
  router.get('/api/usuarios/usuario', getUser);
  router.post('/api/usuarios/save', saveUser);
  router.post('/api/usuarios/remove-usuario', authed(removeUser));
  router.get('/api/usuarios/papeis', roleOptions);
  router.post('/api/permissoes', listPermissions);
  router.get('/api/permissoes/permissao', getPermission);
  router.post('/api/permissoes/save', savePermission);
  router.post('/api/permissoes/remove-permissao', removePermission);
  router.get('/api/lista-permissoes', listKeys);
  router.post('/api/grupos-permissao', listGroups);
  router.get('/api/permissoes/grupo-permissao', getGroup);
  router.post('/api/grupo-permissao/save', saveGroup);
  router.post('/api/grupo-permissao/remove-grupo', removeGroup);
}

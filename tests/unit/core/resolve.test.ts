// @vitest-environment node
import { fieldSpans } from '../../../engine/core/definition/fieldSpan';
import { describe, expect, it } from 'vitest';
import { parseCallLine, ResolveError } from '../../../engine/core/definition/calls';
import { resolveResource, resolveScreen, type DefinitionIndex } from '../../../engine/core/definition/resolve';
import type { RuntimeFormScreen, RuntimeListScreen } from '../../../engine/core/definition/runtime';
import type { ResourceDefinition, ScreenDefinition } from '../../../engine/core/generated';

const BANNER: ResourceDefinition = {
  id: 'banner',
  title: 'banner',
  schema: { type: 'object', properties: { titulo: { type: 'string' } } },
  idField: 'BannerID',
  labelField: 'titulo',
  permission: 'Banners',
  list: { call: 'POST /api/banners', rows: 'banners', total: 'totalBanners' },
  get: { call: 'GET /api/banners/banner', query: { BannerID: '{BannerID}' }, record: 'banner' },
  save: { call: 'POST /api/banners/save', record: 'banner' },
  remove: { call: 'POST /api/banners/remove', body: { BannerID: '{BannerID}' } },
  texts: { new: 'Novo banner' },
};
const LIST: ScreenDefinition = {
  id: 'marketing.banners', kind: 'list', route: '/marketing/banners', title: 'Banners', resource: 'banner',
  columns: [{ field: 'titulo', title: 'Título' }], actions: ['create'], rowActions: ['edit', { use: 'remove', when: { field: 'ativo', notIn: [true] } }],
};
const FORM: ScreenDefinition = {
  id: 'marketing.banner', kind: 'form', route: ['/marketing/banners/new', '/marketing/banners/update/:_id?'], title: 'Banner', newTitle: 'Novo banner', resource: 'banner',
};
const index = (resources: ResourceDefinition[], screens: ScreenDefinition[]): DefinitionIndex => ({
  resources: new Map(resources.map((resource) => [resource.id, resource])),
  screens,
});

describe('resolving screens', () => {
  it('parses call lines', () => {
    expect(parseCallLine('DELETE /api/x/{id}')).toEqual({ method: 'DELETE', endpoint: '/api/x/{id}' });
    expect(() => parseCallLine('FETCH /x')).toThrow(ResolveError);
  });

  it('derives button keys from the base key, takes declared ones, and null means no one', () => {
    expect(resolveResource(BANNER).keys).toEqual({ new: 'Banners.new', edit: 'Banners.edit', delete: 'Banners.delete' });
    expect(resolveResource({ ...BANNER, keys: { edit: 'Banners.new', delete: null } }).keys).toEqual({ new: 'Banners.new', edit: 'Banners.new', delete: false });
    expect(resolveResource({ ...BANNER, permission: null }).keys).toEqual({ new: null, edit: null, delete: null });
  });

  it('gives a list its resource call and expands built-in actions to the form routes and texts', () => {
    const list = resolveScreen(LIST, index([BANNER], [LIST, FORM])) as RuntimeListScreen;
    expect(list.permission).toBe('Banners');
    expect(list.source).toEqual({ method: 'POST', endpoint: '/api/banners', rows: 'banners', total: 'totalBanners', id: 'BannerID' });
    expect(list.actions).toEqual([{ kind: 'link', label: 'Novo banner', icon: 'add', intent: 'primary', route: '/marketing/banners/new', permission: 'Banners.new' }]);
    expect(list.rowActions[0]).toMatchObject({ kind: 'link', label: 'Editar', route: '/marketing/banners/update/{BannerID}', permission: 'Banners.edit' });
    expect(list.rowActions[1]).toMatchObject({
      kind: 'call', label: 'Remover', intent: 'danger', permission: 'Banners.delete', when: { field: 'ativo', notIn: [true] },
      confirm: 'Remover banner {titulo}?', success: 'Registro removido.',
      call: { method: 'POST', endpoint: '/api/banners/remove', body: { BannerID: '{BannerID}' } },
    });
    expect(list.recordName).toEqual({ title: 'banner', labelField: 'titulo' });
  });

  it('creates and edits in a dialog when the list has one, saving the record with its id', () => {
    const withDialog: ScreenDefinition = { ...LIST, dialog: { uiSchema: { titulo: { 'ui:autofocus': true } } } } as ScreenDefinition;
    const list = resolveScreen(withDialog, index([BANNER], [withDialog])) as RuntimeListScreen;
    expect(list.actions[0]).toMatchObject({ kind: 'form', title: 'Novo banner', schema: BANNER.schema, submitLabel: 'Salvar', permission: 'Banners.new' });
    expect(list.rowActions[0]).toMatchObject({ kind: 'form', title: 'Editar banner', prefill: true, keepField: 'BannerID', permission: 'Banners.edit' });
  });

  it('refuses a built-in the resource cannot serve, at its pointer', () => {
    const noForm = () => resolveScreen(LIST, index([BANNER], [LIST]));
    expect(noForm).toThrow(/não tem tela de formulário/);
    try {
      noForm();
    } catch (error) {
      expect((error as ResolveError).pointer).toBe('/actions/0');
    }
    expect(() => resolveScreen(LIST, index([{ ...BANNER, keys: { new: null } }], [LIST, FORM]))).toThrow(/nenhuma tela faz isso/);
  });

  it('gives a form the schema, calls, keys, texts, id field and the list to go back to', () => {
    const form = resolveScreen(FORM, index([BANNER], [LIST, FORM])) as RuntimeFormScreen;
    expect(form.routes).toEqual(['/marketing/banners/new', '/marketing/banners/update/:_id?']);
    expect(form).toMatchObject({
      idParam: '_id', idField: 'BannerID', schema: BANNER.schema, newTitle: 'Novo banner', afterSave: '/marketing/banners',
      load: { method: 'GET', endpoint: '/api/banners/banner' }, save: { method: 'POST', endpoint: '/api/banners/save', record: 'banner' },
      permissions: { new: 'Banners.new', edit: 'Banners.edit' }, success: 'Registro salvo com sucesso.',
    });
    expect(form.remove).toMatchObject({ kind: 'call', label: 'Remover', permission: 'Banners.delete' });
    const withoutRemove = resolveScreen({ ...FORM, remove: false } as ScreenDefinition, index([BANNER], [FORM])) as RuntimeFormScreen;
    expect(withoutRemove.remove).toBeUndefined();
  });

  it('gives a form no default remove button when the resource says no one removes (keys.delete null)', () => {
    const kept = { ...BANNER, keys: { delete: null } };
    const form = resolveScreen(FORM, index([kept], [FORM])) as RuntimeFormScreen;
    expect(form.remove).toBeUndefined();
    expect(() => resolveScreen({ ...LIST, rowActions: ['remove'] } as ScreenDefinition, index([kept], [LIST, FORM]))).toThrow(/keys.delete/);
  });

  it('carries the resources a screen names anywhere (its selects included)', () => {
    const teacher: ResourceDefinition = { id: 'teacher', title: 'professor', idField: 'ProfessorID', labelField: 'Nome', permission: null, options: { call: 'GET /api/professores', rows: 'professores' } };
    const form: ScreenDefinition = { ...FORM, uiSchema: { professor: { 'ui:widget': 'remoteSelect', 'ui:options': { resource: 'teacher' } } } } as ScreenDefinition;
    const resolved = resolveScreen(form, index([BANNER, teacher], [form]));
    expect(Object.keys(resolved.resources).sort()).toEqual(['banner', 'teacher']);
    expect(resolved.resources.teacher.options).toEqual({ method: 'GET', endpoint: '/api/professores', rows: 'professores' });
  });
});

describe('resolving bulk actions', () => {
  it('takes remove, status and export from the resource, and refuses status changes without a field', () => {
    const bulkList = { ...LIST, bulk: { actions: ['remove', 'deactivate', 'export'], activeField: 'ativo', plural: 'banners' } } as ScreenDefinition;
    const list = resolveScreen(bulkList, index([BANNER], [bulkList, FORM])) as RuntimeListScreen;
    expect(list.bulk).toMatchObject({
      plural: 'banners',
      export: true,
      remove: { kind: 'call', permission: 'Banners.delete', removal: { scope: 'banner', idField: 'BannerID' } },
      status: { field: 'ativo', permission: 'Banners.edit', activate: false, deactivate: true, save: { method: 'POST', endpoint: '/api/banners/save' } },
    });
    const noField = { ...LIST, bulk: { actions: ['activate'] } } as ScreenDefinition;
    expect(() => resolveScreen(noField, index([BANNER], [noField, FORM]))).toThrow(/precisam de "activeField"/);
    const noResource = { ...LIST, resource: undefined, source: { call: 'POST /api/x', rows: 'x' }, rowActions: [], actions: [], bulk: { actions: ['export'] } } as unknown as ScreenDefinition;
    expect(() => resolveScreen(noResource, index([BANNER], [noResource]))).toThrow(/precisa de um "resource"/);
  });
});

describe('fieldSpans: the shape a loading form is sketched in', () => {
  it('follows ui:order (with its "*"), leaves hidden fields out and reads each width', () => {
    const schema = { properties: { a: {}, b: {}, c: {}, d: {} } };
    expect(fieldSpans(schema, { 'ui:order': ['c', '*'], c: { 'ui:options': { width: 4 } }, b: { 'ui:widget': 'hidden' } })).toEqual([4, 12, 12]);
    expect(fieldSpans(schema, { a: { 'ui:options': { width: 0 } }, d: { 'ui:options': { width: 6 } } })).toEqual([12, 12, 12, 6]);
    expect(fieldSpans(undefined, undefined)).toEqual([]);
  });
});

/**
 * The hierarchy browser's calls as the DataProvider takes them: the nodes' resource gives the children, the
 * create / rename and the removal; the settings give the move, the aliases and the move search (definition
 * format v2 calls, parsed here).
 */
import type { HierarchyCalls, RecordCall, RowsCall } from '../../core/generated';
import { toCallSpec } from '../../core/definition/calls';
import type {
  CallSpec, RecordCallSpec, RowsCallSpec, RuntimeCustomScreen, RuntimeResource, SourceSpec,
} from '../../core/definition/runtime';

/** The browser's write calls and its move search; a missing call hides its action. */
export interface HierarchyActionCalls {
  /** Creates (`name`, `parentId`) or renames (`_id`, `name`) a node; the answer holds it at `record`. */
  save?: RecordCallSpec;
  /** Removes `{_id}`. */
  remove?: CallSpec;
  /** Moves `_id` under `parentId`; the answer holds the node at `record`. */
  move?: RecordCallSpec;
  /** Replaces the aliases (`_id`, `aliases`); the answer holds the node at `record`. */
  alias?: RecordCallSpec;
  /** Nodes whose name or alias contains `{busca}`, of level `{level}` (the move's targets). */
  search?: RowsCallSpec;
}

/** A v2 call whose answer holds a record, as the DataProvider takes it. */
export function recordCallSpec(call: RecordCall): RecordCallSpec {
  return call.record === undefined ? toCallSpec(call) : { ...toCallSpec(call), record: call.record };
}

/** A v2 call whose answer holds a list, as the DataProvider takes it. */
function rowsCallSpec(call: RowsCall): RowsCallSpec {
  return { ...toCallSpec(call), rows: call.rows };
}

/** The write calls and the search of the browse screen: the resource's `save` and `remove`, the settings' others. */
export function actionCallsOf(nodes: RuntimeResource, calls: HierarchyCalls | undefined): HierarchyActionCalls {
  return {
    save: nodes.save,
    remove: nodes.remove,
    move: calls?.move ? recordCallSpec(calls.move) : undefined,
    alias: calls?.alias ? recordCallSpec(calls.alias) : undefined,
    search: calls?.search ? rowsCallSpec(calls.search) : undefined,
  };
}

// The validator checks that a resource exists, not which calls it has: a screen whose resource lacks a call it
// cannot work without fails loudly (the screen's error boundary shows it) instead of loading forever.
function missingCall(resource: RuntimeResource, call: string): Error {
  return new Error(`[hierarchyBrowser] o recurso "${resource.id}" não tem a chamada "${call}"`);
}

/** A resource the screen's settings name (resolved at build time into `definition.resources`). */
export function screenResource(definition: RuntimeCustomScreen, id: string): RuntimeResource {
  const resource = definition.resources[id];
  if (!resource) throw new Error(`[hierarchyBrowser] a tela "${definition.id}" não traz o recurso "${id}"`);
  return resource;
}

/** The children of `{parentId}` (absent = the first level): the nodes' resource's `options`. */
export function childrenCallOf(nodes: RuntimeResource): RowsCallSpec {
  if (!nodes.options) throw missingCall(nodes, 'options');
  return nodes.options;
}

/** The call that loads the classified record: its resource's `get`. */
export function recordGetOf(record: RuntimeResource): RecordCallSpec {
  if (!record.get) throw missingCall(record, 'get');
  return record.get;
}

/** The paged list the record search shows: the record's resource's `list`. */
export function recordListOf(record: RuntimeResource): SourceSpec {
  if (!record.list) throw missingCall(record, 'list');
  return record.list;
}

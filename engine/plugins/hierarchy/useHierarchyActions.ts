import { useCallback, useState } from 'react';
import { useAccess } from '../../ui/AccessContext';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { useNotifier } from '../../ui/notifier';
import type { HierarchyLevel, HierarchyPermissions } from '../../core/generated';
import { toNode } from '../../fields/hierarchy/hierarchyNodes';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';
import type { HierarchyBrowserController } from '../../fields/hierarchy/useHierarchyBrowser';
import type { HierarchyActionCalls } from './hierarchyCalls';
import { HIERARCHY_BROWSER_TEXTS as T } from './hierarchyBrowserTexts';

/** The dialog the browser shows for an action, if any. */
export type HierarchyDialog =
  | { kind: 'create'; parent: HierarchyNode | null; level: HierarchyLevel }
  | { kind: 'rename'; node: HierarchyNode }
  | { kind: 'alias'; node: HierarchyNode }
  | { kind: 'move'; node: HierarchyNode }
  | { kind: 'remove'; node: HierarchyNode };

/** Which actions the user may use (its call and its button key). */
export interface HierarchyAbilities {
  create: boolean;
  rename: boolean;
  move: boolean;
  delete: boolean;
  alias: boolean;
}

/** The write actions of the hierarchy browser and the state of their dialogs. */
export interface HierarchyActionsController {
  can: HierarchyAbilities;
  dialog: HierarchyDialog | null;
  /** The server's message of the last failed action (shown in its dialog). */
  error: string | null;
  isBusy: boolean;
  openDialog(dialog: HierarchyDialog): void;
  closeDialog(): void;
  /** Why a node cannot be removed (it has children), or null. */
  removeRefusal(node: HierarchyNode): string | null;
  create(name: string): Promise<void>;
  rename(name: string): Promise<void>;
  saveAliases(aliases: string[]): Promise<void>;
  move(target: HierarchyNode): Promise<void>;
  remove(): Promise<void>;
}

/** Where a node is in the open path (-1 when it is not open). */
function indexInPath(path: readonly HierarchyNode[], node: HierarchyNode): number {
  return path.findIndex((item) => item._id === node._id);
}

/** The parent of a node's parent, as far as the open path knows it. */
function grandParentOf(path: readonly HierarchyNode[], node: HierarchyNode): HierarchyNode['parentId'] {
  const index = indexInPath(path, node);
  if (index > 0) return path[index - 1].parentId;
  const parentIndex = path.findIndex((item) => item._id === node.parentId);
  return parentIndex >= 0 ? path[parentIndex].parentId : null;
}

/**
 * Create, rename, aliases, move and remove for the hierarchy browser: calls through the DataProvider,
 * pt-BR toasts, the affected columns reloaded, and the open path kept valid (a renamed or moved open node
 * gets its new URL; a removed one opens its parent).
 */
export function useHierarchyActions(options: {
  /** The calls of the actions (actionCallsOf); a missing call hides its action. */
  calls: HierarchyActionCalls;
  permissions?: HierarchyPermissions;
  browser: HierarchyBrowserController;
}): HierarchyActionsController {
  const notifier = useNotifier();
  const { calls, permissions, browser } = options;
  const dataProvider = useDataProvider();
  const access = useAccess();
  const [dialog, setDialog] = useState<HierarchyDialog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const allowed = (call: unknown, key: string | undefined) => Boolean(call) && Boolean(key) && access.can(key);
  const can: HierarchyAbilities = {
    create: allowed(calls.save, permissions?.create),
    rename: allowed(calls.save, permissions?.rename),
    move: allowed(calls.move && calls.search, permissions?.move),
    delete: allowed(calls.remove, permissions?.delete),
    alias: allowed(calls.alias, permissions?.alias),
  };

  const openDialog = useCallback((next: HierarchyDialog) => {
    setError(null);
    setDialog(next);
  }, []);
  const closeDialog = useCallback(() => {
    setError(null);
    setDialog(null);
  }, []);

  /** Runs one write; on failure keeps the dialog open with the server's message. */
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDialog(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  const create = useCallback(
    (name: string) => run(async () => {
      if (dialog?.kind !== 'create' || !calls.save) return;
      const parent = dialog.parent;
      const record = parent ? { name, parentId: parent._id } : { name };
      const saved = toNode(await dataProvider.save(calls.save, { record, context: record }));
      // The parent's column shows the new child; the grandparent's column shows the parent's new count.
      await browser.reload(parent ? [parent._id, parent.parentId] : [null]);
      notifier.notify({ message: T.created(saved?.name ?? name), intent: 'success' });
    }),
    [run, dialog, calls.save, dataProvider, notifier, browser],
  );

  const rename = useCallback(
    (name: string) => run(async () => {
      if (dialog?.kind !== 'rename' || !calls.save) return;
      const node = dialog.node;
      const record = { _id: node._id, name };
      const saved = toNode(await dataProvider.save(calls.save, { record, context: record }));
      await browser.reload([node.parentId]);
      const index = indexInPath(browser.path, node);
      if (index >= 0 && saved) {
        const slugs = browser.path.map((item) => item.slug);
        slugs[index] = saved.slug;
        browser.openSlugs(slugs, { replace: true });
      }
      notifier.notify({ message: T.renamed(saved?.name ?? name), intent: 'success' });
    }),
    [run, dialog, calls.save, dataProvider, notifier, browser],
  );

  const saveAliases = useCallback(
    (aliases: string[]) => run(async () => {
      if (dialog?.kind !== 'alias' || !calls.alias) return;
      const node = dialog.node;
      const record = { _id: node._id, aliases };
      await dataProvider.save(calls.alias, { record, context: record });
      await browser.reload([node.parentId]);
      notifier.notify({ message: T.aliasesSaved(node.name), intent: 'success' });
    }),
    [run, dialog, calls.alias, dataProvider, notifier, browser],
  );

  const move = useCallback(
    (target: HierarchyNode) => run(async () => {
      if (dialog?.kind !== 'move' || !calls.move) return;
      const node = dialog.node;
      const record = { _id: node._id, parentId: target._id };
      const moved = toNode(await dataProvider.save(calls.move, { record, context: record }));
      await browser.reload([node.parentId, target._id, grandParentOf(browser.path, node), target.parentId]);
      if (indexInPath(browser.path, node) >= 0) {
        const slugs = moved?.pathSlugs.length ? moved.pathSlugs : browser.path.slice(0, indexInPath(browser.path, node)).map((item) => item.slug);
        browser.openSlugs(slugs, { replace: true });
      }
      notifier.notify({ message: T.moved(node.name, target.name), intent: 'success' });
    }),
    [run, dialog, calls.move, dataProvider, notifier, browser],
  );

  const remove = useCallback(
    () => run(async () => {
      if (dialog?.kind !== 'remove' || !calls.remove) return;
      const node = dialog.node;
      const context = { _id: node._id };
      await dataProvider.remove(calls.remove, { context });
      await browser.reload([node.parentId, grandParentOf(browser.path, node)]);
      const index = indexInPath(browser.path, node);
      if (index >= 0) browser.openSlugs(browser.path.slice(0, index).map((item) => item.slug), { replace: true });
      notifier.notify({ message: T.removed(node.name), intent: 'success' });
    }),
    [run, dialog, calls.remove, dataProvider, notifier, browser],
  );

  const removeRefusal = useCallback((node: HierarchyNode) => (node.childCount > 0 ? T.removeRefused(node.name, node.childCount) : null), []);

  return { can, dialog, error, isBusy, openDialog, closeDialog, removeRefusal, create, rename, saveAliases, move, remove };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import type { HierarchyLevel } from '../../core/generated';
import type { RowsCallSpec } from '../../core/definition/runtime';
import { cacheColumn, cachedColumn, columnKey, nodesOf } from './hierarchyNodes';
import type { HierarchyColumnState, HierarchyNode } from './hierarchyTypes';

/**
 * Where the open path lives: in the route (browse screen: a copied URL reopens the same node) or in
 * component state (select mode and the hierarchy picker field, whose route is about something else).
 */
export type HierarchyNavigation = { kind: 'route'; route: string; slugs: string[] } | { kind: 'state'; initialSlugs?: string[] };

/** What the hierarchy views show and can do while browsing. */
export interface HierarchyBrowserController {
  levels: HierarchyLevel[];
  /** Miller columns: the first level, then the children of each open node (none below the last level). */
  columns: HierarchyColumnState[];
  /** The open nodes, from the first level down. */
  path: HierarchyNode[];
  /** The deepest open node (null at the top). */
  openNode: HierarchyNode | null;
  /** A slug of the route that names no node (the path stops before it), or null. */
  missingSlug: string | null;
  /** The link of an open path (route mode), or null (state mode). */
  hrefOf(slugs: readonly string[]): string | null;
  /** The slugs of the path that opens `node` from column `columnIndex`. */
  slugsFor(node: HierarchyNode, columnIndex: number): string[];
  /** Opens a node of a column (navigates in route mode). */
  open(node: HierarchyNode, columnIndex: number): void;
  /** Opens a path given by slugs (`[]` = the top). */
  openSlugs(slugs: readonly string[], options?: { replace?: boolean }): void;
  /** Fetches the children of these parents again (null = the first level); resolves when they are in. */
  reload(parentIds: ReadonlyArray<HierarchyNode['_id'] | null>): Promise<void>;
}

interface ColumnData {
  nodes?: HierarchyNode[];
  isLoading: boolean;
  error: string | null;
  /** Fetched during this mount (a cached column may be stale). */
  fresh: boolean;
}

/** What the browsing hook needs: where the children come from, the levels and where the open path lives. */
export interface HierarchyBrowserOptions {
  /** Lists the children of `{parentId}` (absent from the context = the first level) at `rows`. */
  children: RowsCallSpec;
  levels: HierarchyLevel[];
  navigation: HierarchyNavigation;
}

/**
 * The browsing logic of the hierarchy: columns of children fetched through the DataProvider (cached across
 * remounts and revalidated), the open path resolved from slugs, and navigation by route or by state.
 */
export function useHierarchyBrowser(options: HierarchyBrowserOptions): HierarchyBrowserController {
  const { children, levels, navigation } = options;
  const dataProvider = useDataProvider();
  const [, navigate] = useLocation();
  const [stateSlugs, setStateSlugs] = useState<string[]>(() => (navigation.kind === 'state' ? navigation.initialSlugs ?? [] : []));
  const slugsKey = JSON.stringify((navigation.kind === 'route' ? navigation.slugs : stateSlugs).slice(0, levels.length));
  const slugs = useMemo<string[]>(() => JSON.parse(slugsKey), [slugsKey]);
  const [data, setData] = useState<Record<string, ColumnData>>({});
  const requested = useRef(new Set<string>());
  const aborter = useRef<AbortController | null>(null);
  const endpoint = children.endpoint;

  useEffect(() => {
    aborter.current = new AbortController();
    return () => aborter.current?.abort();
  }, []);

  const fetchColumn = useCallback(
    async (parentId: HierarchyNode['_id'] | null) => {
      const key = columnKey(endpoint, parentId);
      requested.current.add(key);
      setData((current) => ({ ...current, [key]: { ...current[key], nodes: current[key]?.nodes ?? cachedColumn(key), isLoading: true, error: null, fresh: current[key]?.fresh ?? false } }));
      try {
        const response = await dataProvider.fetch(children, { context: parentId === null ? {} : { parentId }, signal: aborter.current?.signal });
        const nodes = nodesOf(response, children.rows);
        cacheColumn(key, nodes);
        setData((current) => ({ ...current, [key]: { nodes, isLoading: false, error: null, fresh: true } }));
      } catch (failure) {
        if (isAbort(failure)) return;
        setData((current) => ({ ...current, [key]: { ...current[key], isLoading: false, error: errorMessage(failure), fresh: current[key]?.fresh ?? false } }));
      }
    },
    [dataProvider, children, endpoint],
  );

  const nodesAt = useCallback(
    (key: string) => data[key]?.nodes ?? cachedColumn(key),
    [data],
  );

  // The open path: each slug looked up among the children of the previous node.
  const { path, missingSlug } = useMemo(() => {
    const found: HierarchyNode[] = [];
    let missing: string | null = null;
    let parentId: HierarchyNode['_id'] | null = null;
    for (const slug of slugs) {
      const key = columnKey(endpoint, parentId);
      const node = nodesAt(key)?.find((candidate) => candidate.slug === slug);
      if (!node) {
        const column = data[key];
        if (column?.fresh && !column.isLoading) missing = slug;
        break;
      }
      found.push(node);
      parentId = node._id;
    }
    return { path: found, missingSlug: missing };
  }, [slugs, data, endpoint, nodesAt]);

  const parents = useMemo<Array<HierarchyNode | null>>(
    () => [null, ...path.filter((node) => node.level < levels.length)].slice(0, levels.length),
    [path, levels.length],
  );

  useEffect(() => {
    for (const parent of parents) {
      const key = columnKey(endpoint, parent?._id ?? null);
      if (!requested.current.has(key)) void fetchColumn(parent?._id ?? null);
    }
  }, [parents, endpoint, fetchColumn]);

  const columns = useMemo<HierarchyColumnState[]>(
    () => parents.map((parent, index) => {
      const key = columnKey(endpoint, parent?._id ?? null);
      const nodes = nodesAt(key);
      const column = data[key];
      return {
        index,
        parent,
        nodes: nodes ?? [],
        isLoading: !nodes && (column?.isLoading ?? true),
        error: nodes ? null : column?.error ?? null,
      };
    }),
    [parents, data, endpoint, nodesAt],
  );

  const route = navigation.kind === 'route' ? navigation.route : null;
  const hrefOf = useCallback(
    (target: readonly string[]) => {
      if (route === null) return null;
      const base = route.replace(/\/+$/, '');
      return target.length ? `${base}/${target.map(encodeURIComponent).join('/')}` : base || '/';
    },
    [route],
  );

  const openSlugs = useCallback(
    (target: readonly string[], navigateOptions?: { replace?: boolean }) => {
      const href = hrefOf(target);
      if (href !== null) navigate(href, navigateOptions);
      else setStateSlugs([...target]);
    },
    [navigate, hrefOf],
  );

  const slugsFor = useCallback(
    (node: HierarchyNode, columnIndex: number) => [...path.slice(0, columnIndex).map((item) => item.slug), node.slug],
    [path],
  );

  const open = useCallback((node: HierarchyNode, columnIndex: number) => openSlugs(slugsFor(node, columnIndex)), [openSlugs, slugsFor]);

  const reload = useCallback(
    async (parentIds: ReadonlyArray<HierarchyNode['_id'] | null>) => {
      await Promise.all([...new Set(parentIds)].map((parentId) => fetchColumn(parentId)));
    },
    [fetchColumn],
  );

  return {
    levels,
    columns,
    path,
    openNode: path.length ? path[path.length - 1] : null,
    missingSlug,
    hrefOf,
    slugsFor,
    open,
    openSlugs,
    reload,
  };
}

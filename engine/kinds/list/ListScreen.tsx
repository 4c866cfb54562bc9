import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../../core/screen';
import type { Row } from '../../core/dataProvider';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { isRememberedPlace, rememberedScroll, rememberListPlace } from '../../data/listMemory';
import { removalKey, useRemovalQueue } from '../../data/removalQueue';
import { useUserPrefs, type ListPrefs } from '../../data/userPrefs';
import type { TableSelection } from '../../ui/DataTable';
import { useActions } from '../actions/useActions';
import { useBulkActions } from './useBulkActions';
import { ListScreenView } from './ListScreenView';
import { useListController } from './useListController';
import type { SavedViewsHost } from './useSavedViews';
import { useSavedViewsSource } from './useSavedViewsSource';

const NO_SUBSCRIPTION = () => () => undefined;
const NO_VERSION = () => 0;

/**
 * The `list` screen kind: controller + view, plus what outlives the screen: records waiting for "Desfazer"
 * stay out of the rows, the user's columns (userPrefs), the saved views ("Visões": their call runs here, their
 * menu's code comes after the rows), and where the list was left
 * (query and scroll) for forms that return to it.
 */
export default function ListScreen({ definition, params }: ScreenProps<RuntimeListScreen>) {
  const list = useListController(definition, params);
  const removals = useRemovalQueue();
  const prefs = useUserPrefs();
  const [path] = useLocation();
  const search = useSearch();
  const idField = definition.resource ? definition.resources[definition.resource]?.idField : definition.source.id;
  const scope = definition.resource ?? definition.id;
  const keyOf = useCallback((row: Row) => (idField && row[idField] !== undefined ? String(row[idField]) : ''), [idField]);

  // Rows whose removal waits for "Desfazer" (from this list or from their form) are left out at once.
  const hiddenVersion = useSyncExternalStore(removals?.subscribe ?? NO_SUBSCRIPTION, removals?.getVersion ?? NO_VERSION);
  const settled = useSyncExternalStore(removals?.subscribe ?? NO_SUBSCRIPTION, removals?.getSettled ?? NO_VERSION);
  const rows = useMemo(
    () => (removals && idField && hiddenVersion > 0 ? list.rows.filter((row) => !removals.isHidden(removalKey(scope, row[idField]))) : list.rows),
    [list.rows, removals, idField, scope, hiddenVersion],
  );
  // A removal reached the server: the page fills up again from the next records.
  const { refetch } = list;
  const seenSettled = useRef(settled);
  useEffect(() => {
    if (settled === seenSettled.current) return;
    seenSettled.current = settled;
    refetch();
  }, [settled, refetch]);

  // The removed row's neighbour takes the focus (its Remover button is gone with it).
  const [focusRowKey, setFocusRowKey] = useState<string | null>(null);
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });
  const onRemoving = useCallback(
    (context: Record<string, unknown>) => {
      const shown = rowsRef.current;
      const index = shown.findIndex((row) => keyOf(row) === keyOf(context));
      const neighbour = shown[index + 1] ?? shown[index - 1];
      setFocusRowKey(neighbour ? keyOf(neighbour) : null);
    },
    [keyOf],
  );
  const actions = useActions({ onDone: list.refetch, onRemoving, params });

  // Where the list is, for the way back from its forms: the query at every change, the scroll as it moves.
  // Until its rows are drawn and its scroll restored, a scroll is the previous screen's going away, not the user's.
  const restored = useRef(false);
  // Read before the place below is remembered: the saved views, whose code comes later, tell a return from a link by it.
  const [returning] = useState(() => isRememberedPlace(path, search));
  useLayoutEffect(() => rememberListPlace(path, search), [path, search]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (restored.current) rememberListPlace(path, search, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [path, search]);
  // Back on the list as it was left: once its rows are drawn, the page scrolls to where it was.
  useLayoutEffect(() => {
    if (restored.current || list.isFirstLoad) return;
    restored.current = true;
    const y = rememberedScroll(path, search);
    if (y > 0) window.scrollTo(0, y);
  }, [list.isFirstLoad, path, search]);

  // Selected rows by id, across pages and filters, until a bulk action runs or the user clears them.
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const clearSelection = useCallback(() => setSelected(new Map()), []);
  const bulk = useBulkActions(definition, { onDone: clearSelection, refetch });
  const selection = useMemo<TableSelection>(() => {
    const onPage = rows.filter((row) => selected.has(keyOf(row))).length;
    const name = definition.recordName;
    return {
      isSelected: (row) => selected.has(keyOf(row)),
      toggle: (row) =>
        setSelected((current) => {
          const next = new Map(current);
          if (next.has(keyOf(row))) next.delete(keyOf(row));
          else next.set(keyOf(row), row);
          return next;
        }),
      pageState: onPage === 0 ? 'none' : onPage === rows.length ? 'all' : 'some',
      togglePage: () =>
        setSelected((current) => {
          const next = new Map(current);
          const all = rows.every((row) => next.has(keyOf(row)));
          for (const row of rows) {
            if (all) next.delete(keyOf(row));
            else next.set(keyOf(row), row);
          }
          return next;
        }),
      rowLabel: (row) => `Selecionar ${name ? `${name.title} ${String(row[name.labelField] ?? keyOf(row))}` : keyOf(row)}`,
    };
  }, [rows, selected, keyOf, definition.recordName]);

  const subscribePrefs = prefs.subscribe;
  const columnPrefs = useSyncExternalStore(subscribePrefs, () => prefs.list(definition.id));
  const setColumns = useCallback((next: ListPrefs) => prefs.setList(definition.id, next), [prefs, definition.id]);
  const viewsSource = useSavedViewsSource(definition);
  const savedViews = useMemo<SavedViewsHost | null>(
    () => (viewsSource ? { filter: list.filter, sort: list.sort, perPage: list.perPage, columns: columnPrefs, setColumns, source: viewsSource, returning } : null),
    [viewsSource, list.filter, list.sort, list.perPage, columnPrefs, setColumns, returning],
  );

  return (
    <ListScreenView
      definition={definition}
      params={params}
      list={{ ...list, rows }}
      actions={actions}
      rowKey={keyOf}
      focusRowKey={focusRowKey}
      columnPrefs={columnPrefs}
      onColumnPrefs={setColumns}
      savedViews={savedViews}
      bulk={definition.bulk ? { controller: bulk, selection, selected: [...selected.values()], clear: clearSelection } : undefined}
    />
  );
}

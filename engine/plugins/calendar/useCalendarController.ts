import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CalendarAppSettings, RecordCall } from '../../core/generated';
import { toCallSpec } from '../../core/definition/calls';
import type { RecordCallSpec } from '../../core/definition/runtime';
import { errorMessage } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import { useAccess } from '../../ui/AccessContext';
import { useNotifier } from '../../ui/notifier';
import {
  eventFromForm, eventInRange, eventsOf, formDataOf, newFormData, rangeProblem, savedEventOf, whenText,
  type CalendarEvent, type CalendarRange, type EventFormData,
} from './calendarEvents';
import { CALENDAR_TEXTS as T } from './calendarTexts';

/** Default length of a new timed event, in minutes. */
const DEFAULT_DURATION = 60;

/** The event dialog: creating, editing, or only viewing (without the key to edit). */
export interface EventDialogState {
  /** Changes each time a dialog opens (a fresh form for every event). */
  id: number;
  mode: 'create' | 'edit' | 'view';
  /** The event opened (null when creating). */
  event: CalendarEvent | null;
  /** What the form holds: kept as typed when a save fails. */
  data: EventFormData;
}

/** What the calendar's views show and can do. */
export interface CalendarController {
  /** The first load of the events. */
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  retry(): void;
  events: CalendarEvent[];
  /** What the user may do (the call exists and the user holds its key). */
  can: { add: boolean; update: boolean; remove: boolean };
  dialog: EventDialogState | null;
  /** Opens the create dialog over a span of the calendar (default: today, from the next full hour). */
  openCreate(range?: CalendarRange): void;
  /** Opens an event: to edit with the key, to view without it. */
  openEvent(id: CalendarEvent['id']): void;
  closeDialog(): void;
  setFormData(data: EventFormData): void;
  isSaving: boolean;
  /** The server's (or the dates') message of a failed save; the dialog keeps the data. */
  saveError: string | null;
  /** Saves the dialog's valid data (create or update). */
  submit(data: EventFormData): Promise<void>;
  /** The event waiting for the removal's confirmation. */
  confirmingRemoval: CalendarEvent | null;
  askRemove(): void;
  cancelRemove(): void;
  isRemoving: boolean;
  removeError: string | null;
  confirmRemove(): Promise<void>;
  /** Saves an event dragged or resized to a span; on failure it goes back where it was (resolves false). */
  move(id: CalendarEvent['id'], range: CalendarRange): Promise<boolean>;
  /** Length of a new timed event, in minutes. */
  duration: number;
}

function recordCallSpec(call: RecordCall): RecordCallSpec {
  return call.record === undefined ? toCallSpec(call) : { ...toCallSpec(call), record: call.record };
}

const sameId = (a: CalendarEvent['id'], b: CalendarEvent['id']) => String(a) === String(b);
const titleOf = (event: { title: string }) => event.title || T.untitled;

/** Today from the next full hour (the "Novo evento" button's default span). */
function nextHour(): CalendarRange {
  const start = new Date();
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { start, end: null, allDay: false };
}

/**
 * The calendar of events: loads every event, creates, edits, moves, resizes and removes them through the
 * DataProvider with the calls of the settings (templates see `{event}` and `{id}`), with pt-BR toasts. A
 * failed save keeps the dialog and what was typed; a failed move puts the event back.
 */
export function useCalendarController(settings: CalendarAppSettings): CalendarController {
  const dataProvider = useDataProvider();
  const notifier = useNotifier();
  const access = useAccess();
  // Each call parsed once per settings object, so the callbacks that use it keep their identity.
  const eventsCall = useMemo(() => toCallSpec(settings.events), [settings.events]);
  const addCall = useMemo(() => (settings.add ? recordCallSpec(settings.add) : undefined), [settings.add]);
  const updateCall = useMemo(() => (settings.update ? recordCallSpec(settings.update) : undefined), [settings.update]);
  const removeCall = useMemo(() => (settings.remove ? toCallSpec(settings.remove) : undefined), [settings.remove]);
  const duration = settings.duration ?? DEFAULT_DURATION;
  const rows = settings.events.rows;
  const keys = settings.permissions ?? {};
  // A missing key: the screen's key (the user already holds it) is enough.
  const can = {
    add: Boolean(addCall) && (keys.add === undefined || access.can(keys.add)),
    update: Boolean(updateCall) && (keys.update === undefined || access.can(keys.update)),
    remove: Boolean(removeCall) && (keys.remove === undefined || access.can(keys.remove)),
  };

  const loaded = useQuery<CalendarEvent[]>({
    key: [eventsCall, rows],
    fetch: async (signal) => eventsOf(await dataProvider.fetch(eventsCall, { signal }), rows),
  });
  const [events, setEvents] = useState<CalendarEvent[]>([]);
  // The loaded events seed the local list that creating, saving, moving and removing then update
  // (adjusted during render when a new load arrives).
  const [seeded, setSeeded] = useState(loaded.data);
  if (seeded !== loaded.data) {
    setSeeded(loaded.data);
    if (loaded.data) setEvents(loaded.data);
  }
  const status: CalendarController['status'] = loaded.error ? 'error' : loaded.data === undefined ? 'loading' : 'ready';
  // Callbacks read the latest events without being re-created for each change (set after each commit).
  const eventsRef = useRef(events);
  useLayoutEffect(() => {
    eventsRef.current = events;
  });

  const [dialog, setDialog] = useState<EventDialogState | null>(null);
  const opened = useRef(0);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState<CalendarEvent | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const openCreate = useCallback(
    (range?: CalendarRange) => {
      setSaveError(null);
      opened.current += 1;
      setDialog({ id: opened.current, mode: 'create', event: null, data: newFormData(range ?? nextHour(), duration) });
    },
    [duration],
  );

  const canUpdate = can.update;
  const openEvent = useCallback(
    (id: CalendarEvent['id']) => {
      const event = eventsRef.current.find((candidate) => sameId(candidate.id, id));
      if (!event) return;
      setSaveError(null);
      opened.current += 1;
      setDialog({ id: opened.current, mode: canUpdate ? 'edit' : 'view', event, data: formDataOf(event) });
    },
    [canUpdate],
  );

  const closeDialog = useCallback(() => {
    setDialog(null);
    setSaveError(null);
    setConfirmingRemoval(null);
  }, []);

  const setFormData = useCallback((data: EventFormData) => {
    setDialog((current) => (current ? { ...current, data } : current));
  }, []);

  const submit = useCallback(
    async (data: EventFormData) => {
      if (!dialog || dialog.mode === 'view' || isSaving) return;
      // The dialog keeps what was typed whatever happens: the data is the state's, not reset here.
      setDialog((current) => (current ? { ...current, data } : current));
      const problem = rangeProblem(data);
      if (problem) {
        setSaveError(problem);
        return;
      }
      const call = dialog.mode === 'create' ? addCall : updateCall;
      if (!call) return;
      const fields = eventFromForm(data);
      const event = dialog.event ? { ...fields, id: dialog.event.id } : fields;
      setSaving(true);
      setSaveError(null);
      try {
        const response = await dataProvider.fetch(call, { context: { event, id: dialog.event?.id }, write: true });
        const saved = savedEventOf(response, call.record);
        setEvents((current) => (dialog.event ? current.map((item) => (sameId(item.id, saved.id) ? saved : item)) : [...current, saved]));
        setDialog(null);
        notifier.notify({ message: dialog.event ? T.saved(titleOf(saved)) : T.created(titleOf(saved)), intent: 'success' });
      } catch (failure) {
        setSaveError(errorMessage(failure));
      } finally {
        setSaving(false);
      }
    },
    [dialog, isSaving, addCall, updateCall, dataProvider, notifier],
  );

  const askRemove = useCallback(() => {
    if (!dialog?.event) return;
    setRemoveError(null);
    setConfirmingRemoval(dialog.event);
  }, [dialog]);

  const cancelRemove = useCallback(() => {
    setConfirmingRemoval(null);
    setRemoveError(null);
  }, []);

  const confirmRemove = useCallback(async () => {
    const event = confirmingRemoval;
    if (!event || !removeCall || isRemoving) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      await dataProvider.fetch(removeCall, { context: { id: event.id, event }, write: true });
      setEvents((current) => current.filter((item) => !sameId(item.id, event.id)));
      setConfirmingRemoval(null);
      setDialog(null);
      notifier.notify({ message: T.removed(titleOf(event)), intent: 'success' });
    } catch (failure) {
      setRemoveError(errorMessage(failure));
    } finally {
      setRemoving(false);
    }
  }, [confirmingRemoval, removeCall, isRemoving, dataProvider, notifier]);

  const move = useCallback(
    async (id: CalendarEvent['id'], range: CalendarRange) => {
      const before = eventsRef.current.find((candidate) => sameId(candidate.id, id));
      if (!before || !updateCall || !canUpdate) return false;
      const moved = eventInRange(before, range, duration);
      // Shown where it was dropped at once; the server's answer (or the old place) replaces it.
      setEvents((current) => current.map((item) => (sameId(item.id, id) ? moved : item)));
      try {
        const response = await dataProvider.fetch(updateCall, { context: { event: moved, id }, write: true });
        const saved = savedEventOf(response, updateCall.record);
        setEvents((current) => current.map((item) => (sameId(item.id, id) ? saved : item)));
        notifier.notify({ message: T.moved(titleOf(saved), whenText(saved)), intent: 'success' });
        return true;
      } catch (failure) {
        setEvents((current) => current.map((item) => (sameId(item.id, id) ? before : item)));
        notifier.notify({ message: T.moveFailed(titleOf(before), errorMessage(failure)), intent: 'danger' });
        return false;
      }
    },
    [updateCall, canUpdate, duration, dataProvider, notifier],
  );

  return {
    status,
    error: loaded.error,
    retry: loaded.refetch,
    events,
    can,
    dialog,
    openCreate,
    openEvent,
    closeDialog,
    setFormData,
    isSaving,
    saveError,
    submit,
    confirmingRemoval,
    askRemove,
    cancelRemove,
    isRemoving,
    removeError,
    confirmRemove,
    move,
    duration,
  };
}

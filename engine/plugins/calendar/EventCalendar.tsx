import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type { DateSelectArg, EventChangeArg, EventClickArg, EventInput, FormatterInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import type { CalendarAppSettings } from '../../core/generated';
import { eventColors } from './calendarEvents';
import { CALENDAR_TEXTS as T } from './calendarTexts';
import type { CalendarController } from './useCalendarController';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];

/** The settings' view names → FullCalendar's. */
const VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' } as const;

const HEADER_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };

/** Times as `09:00`, whatever the locale's default would abbreviate. */
const TIME_FORMAT: FormatterInput = { hour: '2-digit', minute: '2-digit', hour12: false };
/** Dates written as text are `dd/mm/aaaa` (the month view's title names a month, not a date). */
const DATE_FORMAT: FormatterInput = { day: '2-digit', month: '2-digit', year: 'numeric' };

const VIEW_OPTIONS = {
  timeGridWeek: { titleFormat: DATE_FORMAT, dayHeaderFormat: { weekday: 'short', day: '2-digit', month: '2-digit' } },
  timeGridDay: { titleFormat: { weekday: 'long', ...DATE_FORMAT }, dayHeaderFormat: { weekday: 'long' } },
} satisfies Record<string, { titleFormat: FormatterInput; dayHeaderFormat: FormatterInput }>;

/** Tooltips of the previous / next buttons; FullCalendar passes the unit's text and name. */
const BUTTON_HINTS = {
  prev: (text: string, unit: string) => T.navHints[unit]?.[0] ?? text,
  next: (text: string, unit: string) => T.navHints[unit]?.[1] ?? text,
};

/** What a dropped or resized event now spans. */
function rangeOf(change: EventChangeArg) {
  return { start: change.event.start!, end: change.event.end, allDay: change.event.allDay };
}

/**
 * FullCalendar with the pt-br locale: month, week and day views, the controller's events painted in their
 * colour, a click or drag over days or hours to create (with the key), a click (or Enter on a focused event)
 * to open, and dragging or resizing to move (with the key).
 */
export function EventCalendar(props: { calendar: CalendarController; settings: CalendarAppSettings }) {
  const { calendar, settings } = props;
  const { events, can, openCreate, openEvent, move } = calendar;
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: String(event.id),
        title: event.title || T.untitled,
        allDay: event.allDay,
        start: event.start,
        end: event.end,
        ...eventColors(event.textColor),
      })),
    [events],
  );
  const select = (selection: DateSelectArg) => {
    selection.view.calendar.unselect();
    openCreate({ start: selection.start, end: selection.end, allDay: selection.allDay });
  };
  const click = (clicked: EventClickArg) => {
    clicked.jsEvent.preventDefault();
    openEvent(clicked.event.id);
  };
  // The controller shows the event where it landed and puts it back when the save fails.
  const change = (changed: EventChangeArg) => void move(changed.event.id, rangeOf(changed));
  return (
    <div className="custom-calendar-grid">
      <FullCalendar
        plugins={PLUGINS}
        locale={ptBrLocale}
        timeZone="local"
        initialView={VIEWS[settings.initialView ?? 'month']}
        headerToolbar={HEADER_TOOLBAR}
        // "Anterior" / "Próximo" as words: the icon buttons' glyphs have no accessible name.
        buttonIcons={false}
        buttonHints={BUTTON_HINTS}
        views={VIEW_OPTIONS}
        // The whole grid grows with the page (no inner scroll box a keyboard could not reach).
        height="auto"
        events={inputs}
        eventDisplay="block"
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        defaultTimedEventDuration={{ minutes: calendar.duration }}
        dayMaxEvents
        navLinks
        nowIndicator
        eventInteractive
        editable={can.update}
        selectable={can.add}
        selectMirror
        select={select}
        eventClick={click}
        eventDrop={change}
        eventResize={change}
      />
    </div>
  );
}

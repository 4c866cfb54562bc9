import { Button, Callout } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CustomComponentProps } from '../../core/screen';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CALENDAR_TEXTS as T } from './calendarTexts';
import { EventCalendar } from './EventCalendar';
import { EventDialog } from './EventDialog';
import { RemoveEventDialog } from './RemoveEventDialog';
import { useCalendarController } from './useCalendarController';
import './calendar.css';

/**
 * The events calendar (custom component `calendarApp`): month, week and day views in pt-BR, a "Novo evento"
 * button (the keyboard's way to create), the event dialog and the removal's confirmation. FullCalendar
 * loads with this component only, in its own chunk. Every call and the event form come from `settings`
 * (calendarApp.settings.schema.json).
 */
export default function CalendarApp({ definition, settings }: CustomComponentProps<'calendarApp'>) {
  const calendar = useCalendarController(settings);
  const ready = calendar.status === 'ready';
  const header = (
    <ScreenHeader title={definition.title} description={definition.description}>
      {ready && calendar.can.add ? <Button intent="primary" icon="add" text={T.newEvent} onClick={() => calendar.openCreate()} /> : null}
    </ScreenHeader>
  );
  if (calendar.status === 'error') {
    return (
      <section className="engine-screen custom-calendar" data-ready="true">
        {header}
        <ErrorPanel title={T.loadFailed} message={calendar.error ?? ''} onRetry={calendar.retry} />
      </section>
    );
  }
  if (!ready) {
    return (
      <section className="engine-screen custom-calendar" data-ready="false">
        {header}
        <LoadingState />
      </section>
    );
  }
  return (
    <section className="engine-screen custom-calendar" data-ready="true" aria-label={T.calendarLabel}>
      {header}
      {calendar.events.length === 0 ? (
        <Callout icon="calendar" className="custom-calendar-empty" title={T.empty}>
          {calendar.can.add ? T.emptyHint : T.emptyReadOnly}
        </Callout>
      ) : null}
      <EventCalendar calendar={calendar} settings={settings} />
      <EventDialog calendar={calendar} schema={settings.schema as RJSFSchema} uiSchema={settings.uiSchema as UiSchema | undefined} />
      <RemoveEventDialog calendar={calendar} />
    </section>
  );
}

import { Button, Classes, Drawer, H4, H5, Tag } from '@blueprintjs/core';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useId } from 'react';
import { QUICK_PANEL_WIDTH } from './layout.machine';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { useQuickPanelData } from './useQuickPanelData';
import { sentenceCase } from '../../core/i18n/format';

/** dd/mm/aaaa (with the time when the value has one); date-only values are never shifted by time zone. */
function formatWhen(value: string | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return format(date, value.length > 10 ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy');
}

function settingValue(value: unknown): string {
  if (value === true) return 'Ativado';
  if (value === false) return 'Desativado';
  return value == null ? '—' : String(value);
}

/** The quick panel: a right drawer (280 px) with today's date, a placeholder note and the fetched lists. */
export function QuickPanel(props: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  const data = useQuickPanelData(props.isOpen);
  return (
    <Drawer isOpen={props.isOpen} onClose={props.onClose} position="right" size={QUICK_PANEL_WIDTH} className="shell-drawer shell-quick-panel">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="shell-drawer-inner">
        <div className={`${Classes.DRAWER_HEADER} shell-drawer-header`}>
          <H4 id={titleId}>Painel rápido</H4>
          <Button variant="minimal" icon="cross" aria-label="Fechar painel rápido" onClick={props.onClose} />
        </div>
        <div className={`${Classes.DRAWER_BODY} shell-drawer-body`}>
          <section className="shell-quick-section">
            <p className="shell-quick-today">{sentenceCase(format(new Date(), "EEEE, d 'de' MMMM", { locale: ptBR }))}</p>
            <p className={Classes.TEXT_MUTED}>Anotações rápidas — em breve você poderá editá-las aqui.</p>
          </section>
          {data.status === 'loading' ? <LoadingState compact /> : null}
          {data.status === 'error' ? <ErrorPanel compact message={data.message} onRetry={data.retry} /> : null}
          {data.status === 'ready' ? (
            <>
              <section className="shell-quick-section" aria-labelledby={`${titleId}-events`}>
                <H5 id={`${titleId}-events`}>Eventos</H5>
                {data.data.events.length === 0 ? <p className={Classes.TEXT_MUTED}>Nenhum evento.</p> : null}
                <ul className="shell-quick-list">
                  {data.data.events.map((event) => (
                    <li key={event.id}>
                      <span className="shell-quick-item-title">{event.title}</span>
                      <span className={Classes.TEXT_MUTED}>{formatWhen(event.date)}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="shell-quick-section" aria-labelledby={`${titleId}-notes`}>
                <H5 id={`${titleId}-notes`}>Notas</H5>
                {data.data.notes.length === 0 ? <p className={Classes.TEXT_MUTED}>Nenhuma nota.</p> : null}
                <ul className="shell-quick-list">
                  {data.data.notes.map((note) => (
                    <li key={note.id}>
                      <span className="shell-quick-item-title">{note.title}</span>
                      {note.detail ? <span>{note.detail}</span> : null}
                      <span className={Classes.TEXT_MUTED}>{formatWhen(note.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="shell-quick-section" aria-labelledby={`${titleId}-settings`}>
                <H5 id={`${titleId}-settings`}>Configurações rápidas</H5>
                <ul className="shell-quick-list">
                  {data.data.settings.map((setting) => (
                    <li key={setting.id} className="shell-quick-setting">
                      <span>{setting.title}</span>
                      <Tag minimal intent={setting.value === true ? 'success' : 'none'}>{settingValue(setting.value)}</Tag>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : null}
        </div>
      </div>
    </Drawer>
  );
}

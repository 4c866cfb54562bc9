import { Button, Spinner } from '@blueprintjs/core';
import { useRef, useState, type SyntheticEvent } from 'react';
import { blueprintPopover, type PopoverParts } from '../../ui/popover/blueprintPopover';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import type { SavedView } from '../../core/savedViews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useNotifier } from '../../ui/notifier';
import { errorMessage } from '../../data/ApiError';
import { FORM_TEXTS } from '../../core/i18n/messages';
import { SaveViewDialog } from './SaveViewDialog';
import type { SavedViewsController } from './useSavedViews';

/** Which dialog of the menu is open. */
type Open = { kind: 'create' } | { kind: 'rename'; view: SavedView } | { kind: 'remove'; view: SavedView } | null;

/** One view in the menu: choosing it applies it; a colleague's shows its author. */
function ViewItem(props: { parts: PopoverParts; view: SavedView; active: boolean; onApply(view: SavedView): void }) {
  const { view, parts } = props;
  return (
    <parts.MenuItem
      icon={props.active ? 'tick' : view.shared ? 'people' : 'bookmark'}
      text={view.name}
      label={view.own ? (view.shared ? 'compartilhada' : undefined) : view.author}
      active={props.active}
      aria-current={props.active ? 'true' : undefined}
      onClick={() => props.onApply(view)}
    />
  );
}

/**
 * The "Visões" control of a list's toolbar: save what the list shows under a name, apply a saved view (the
 * user's own, then "Compartilhadas" by colleagues), and, for the active view, update it with what the list
 * shows now, copy its link, rename or remove it (own views only). Removing asks first, starting on "Cancelar".
 */
export function SavedViewsMenu(props: { controller: SavedViewsController }) {
  const views = props.controller;
  const notifier = useNotifier();
  const [open, setOpen] = useState<Open>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [removing, setRemoving] = useState(false);
  const active = views.active;
  const run = (work: Promise<void>) => work.catch((error: unknown) => notifier.notify({ message: errorMessage(error), intent: 'danger' }));

  // The menu's items, built from the popover chunk's parts (Blueprint's MenuItem comes with the popover's code).
  const menu = (parts: PopoverParts) => {
    const { Menu, MenuDivider, MenuItem } = parts;
    let list;
    if (views.isLoading) {
      list = <MenuItem disabled icon={<Spinner size={16} />} text="Carregando visões…" />;
    } else if (views.error) {
      list = (
        <>
          <MenuItem disabled icon="error" text={`Não foi possível carregar as visões: ${views.error}`} multiline />
          <MenuItem icon="refresh" text={FORM_TEXTS.retry} shouldDismissPopover={false} onClick={views.retry} />
        </>
      );
    } else if (views.own.length === 0 && views.shared.length === 0) {
      list = <MenuItem disabled text="Nenhuma visão salva" />;
    } else {
      list = (
        <>
          {views.own.length ? <MenuDivider title="Minhas visões" /> : null}
          {views.own.map((view) => <ViewItem key={view.id} parts={parts} view={view} active={view.id === active?.id} onApply={views.apply} />)}
          {views.shared.length ? <MenuDivider title="Compartilhadas" /> : null}
          {views.shared.map((view) => <ViewItem key={view.id} parts={parts} view={view} active={view.id === active?.id} onApply={views.apply} />)}
        </>
      );
    }
    return (
      <Menu aria-label="Visões salvas" className="engine-views-menu">
        <MenuItem icon="floppy-disk" text="Salvar visão atual…" onClick={() => setOpen({ kind: 'create' })} />
        {active ? (
          <>
            <MenuDivider title={`Visão atual: ${active.name}`} />
            {views.isModified ? <MenuItem icon="undo" text="Desfazer alterações" onClick={() => views.apply(active)} /> : null}
            {active.own && views.isModified ? <MenuItem icon="refresh" text="Atualizar visão" onClick={() => void run(views.update(active))} /> : null}
            <MenuItem icon="link" text="Copiar link" onClick={() => void views.copyLink(active)} />
            {active.own ? <MenuItem icon="edit" text="Renomear…" onClick={() => setOpen({ kind: 'rename', view: active })} /> : null}
            {active.own ? <MenuItem icon="trash" intent="danger" text="Remover…" onClick={() => setOpen({ kind: 'remove', view: active })} /> : null}
            <MenuItem icon="cross" text="Sair da visão" onClick={views.leave} />
          </>
        ) : null}
        {list}
      </Menu>
    );
  };

  const label = active ? `Visão: ${active.name}${views.isModified ? ' (alterada)' : ''}` : 'Visões';
  return (
    <>
      <DeferredPopover
        parts={blueprintPopover}
        placement="bottom-end"
        // An item that opens a dialog must keep the focus in it: the menu's own (late) focus return would take it
        // away. So the menu gives the focus back to its button itself, and only when closed with Escape.
        shouldReturnFocusOnClose={false}
        onClose={(event?: SyntheticEvent<HTMLElement>) => {
          const key = (event as { key?: string } | undefined)?.key ?? (event?.nativeEvent as KeyboardEvent | undefined)?.key;
          if (key === 'Escape') window.requestAnimationFrame(() => button.current?.focus());
        }}
        content={menu}
      >
        <Button ref={button} icon="bookmark" endIcon="caret-down" text={label} />
      </DeferredPopover>
      {open?.kind === 'create' ? (
        <SaveViewDialog
          title="Salvar visão"
          confirmLabel="Salvar"
          initial={{ name: '', shared: false }}
          check={(name) => views.nameProblem(name)}
          onSave={views.create}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <SaveViewDialog
          title="Renomear visão"
          confirmLabel="Salvar"
          initial={{ name: open.view.name, shared: open.view.shared }}
          check={(name) => views.nameProblem(name, open.view.id)}
          onSave={(input) => views.rename(open.view, input)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'remove' ? (
        <ConfirmDialog
          isOpen
          title="Remover visão"
          icon="trash"
          confirmLabel="Remover"
          busy={removing}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setRemoving(true);
            void run(views.remove(open.view)).finally(() => {
              setRemoving(false);
              setOpen(null);
            });
          }}
        >
          <p>
            Remover a visão "{open.view.name}"?{open.view.shared ? ' A equipe deixa de vê-la.' : ''} Os registros da lista não mudam.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

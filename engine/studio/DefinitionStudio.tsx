import { Button, ButtonGroup, Callout, HTMLSelect, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { redo, undo } from '@codemirror/commands';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { schemas, sources } from 'virtual:screens/studio';
import { readStoredToken } from '../auth/storedSession';
import { createAccess, type Access } from '../core/access';
import type { RuntimeScreen } from '../core/definition/runtime';
import type { CustomComponentProps } from '../core/screen';
import { formatProblem, type Problem } from '../core/validation/problems';
import { useAccess } from '../ui/AccessContext';
import { useAppDefinition } from '../ui/AppDefinitionContext';
import type { MenuNode } from '../shell/menu/types';
import { ScreenHeader } from '../ui/ScreenHeader';
import { DiffPanel } from './diff/DiffPanel';
import { JsonEditor } from './editor/JsonEditor';
import { pointerRanges, positionOfParseProblem, rangeOfPointer } from './editor/jsonPointers';
import { createSchemaHelp, documentSchemaOf } from './editor/schemaHelp';
import { EntryList } from './EntryList';
import { MenuTreeEditor } from './menu/MenuTreeEditor';
import { PatchDialog } from './PatchDialog';
import { RenameDialog } from './rename/RenameDialog';
import { MenuPreview } from './preview/MenuPreview';
import { StudioPreview } from './preview/StudioPreview';
import { STUDIO_TEXTS } from './studioTexts';
import { browserStore } from '../data/browserStore';
import { hideLocalOverlay, localOverlayOn, showLocalOverlay } from '../data/localOverlay';
import { liveOverrides } from '../core/definition/overrides';
import { withEdit } from './workspace/drafts';
import { groupOf, studioEntries } from './workspace/entries';
import { connectStudioServer, saveToServer, type Connection } from './workspace/studioServer';
import { useStoredDrafts } from './workspace/useStoredDrafts';
import { localOverridesOf, useWorkspaceReport } from './workspace/useWorkspace';
import './studio.css';

const NO_PERSONAS: readonly Persona[] = [];

const help = createSchemaHelp(schemas as Record<string, Record<string, unknown>>);

/** Who the preview shows the screen and the menu to: a fixed choice, or one of the settings' personas (`persona:<index>`). */
type ViewAs = keyof typeof STUDIO_TEXTS.viewAsOptions | `persona:${number}`;

/** A set of roles "Ver como" offers (the studio's settings: the demo users, say). */
interface Persona {
  label: string;
  roles: readonly string[];
}

/** The access the preview simulates (none: the signed-in admin's own), through the app's own rule (createAccess). */
function simulatedAccess(viewAs: ViewAs, permission: string | null, customKeys: string, allKeysRole: string, personas: readonly Persona[]): Access | undefined {
  if (viewAs === 'own') return undefined;
  if (viewAs.startsWith('persona:')) return createAccess(personas[Number(viewAs.slice('persona:'.length))]?.roles ?? [], allKeysRole);
  const roles =
    viewAs === 'all' ? [allKeysRole] : viewAs === 'screen' ? (permission ? [permission] : []) : viewAs === 'none' ? [] : customKeys.split(',').map((key) => key.trim()).filter(Boolean);
  return createAccess(roles, allKeysRole);
}

type Notice = { intent: 'success' | 'danger' | 'warning'; text: string; conflicts?: string[] } | null;

function diagnosticsOf(text: string, problems: readonly Problem[]): Diagnostic[] {
  const ranges = pointerRanges(text);
  return problems.map((problem) => {
    const { from, to } = ranges.size ? rangeOfPointer(ranges, problem.pointer) : { from: positionOfParseProblem(text, problem.message), to: positionOfParseProblem(text, problem.message) };
    return { from: Math.min(from, text.length), to: Math.min(Math.max(to, from), text.length), severity: 'error', message: `${problem.pointer || '/'}: ${problem.message}` };
  });
}

/** The screen to preview for a definition file: a screen's own, or the list (else any screen) of a resource. */
function previewTarget(path: string, text: string, runtime: readonly RuntimeScreen[]): RuntimeScreen | null {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const group = groupOf(path);
  if (group === 'screen') return runtime.find((screen) => screen.id === fields.id) ?? null;
  if (group === 'resource') {
    const users = runtime.filter((screen) => Object.hasOwn(screen.resources, String(fields.id)) && !screen.public);
    return users.find((screen) => screen.kind === 'list') ?? users[0] ?? null;
  }
  return null;
}

/**
 * The definition studio: every definition listed with search, a JSON editor with the format's help and the
 * validator's problems (cross-file), the screen previewed by the engine from the draft, the diff against the
 * shipped and the on-disk versions, drafts kept in the browser, and saving through the app's own server (or a
 * patch, where there is none).
 */
export default function DefinitionStudio(props: CustomComponentProps<'studio'>) {
  const [connection, setConnection] = useState<Connection | { status: 'checking' }>({ status: 'checking' });
  const [drafts, setDrafts, draftsLoaded] = useStoredDrafts(browserStore(), window.localStorage);
  const [selected, setSelected] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [tab, setTab] = useState<'preview' | 'diff' | 'menu'>('preview');
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const [patchOpen, setPatchOpen] = useState(false);
  const [renameOpen, setRenameOpen] = useState(false);
  const [viewAs, setViewAs] = useState<ViewAs>('own');
  const [customKeys, setCustomKeys] = useState('');
  const { allKeysRole } = useAppDefinition();
  const view = useRef<EditorView | null>(null);
  const [lastGood, setLastGood] = useState<Readonly<Record<string, RuntimeScreen>>>({});

  const connect = useCallback(() => connectStudioServer(readStoredToken(window.localStorage)).then(setConnection), []);
  useEffect(() => {
    void connect();
  }, [connect]);

  // The files as on disk when the server gives them, else as shipped in the build.
  const disk = connection.status === 'available' ? connection.server.files : null;
  const base = useMemo(() => ({ ...sources, ...(disk ?? {}) }), [disk]);
  const entries = useMemo(() => studioEntries(base, STUDIO_TEXTS.groups), [base]);
  const drafted = useMemo(() => new Set(Object.keys(drafts)), [drafts]);
  const { report, pending } = useWorkspaceReport(base, drafts);

  const text = selected ? (drafts[selected]?.text ?? base[selected] ?? '') : '';
  const ownProblems = useMemo(() => report.errors.filter((problem) => problem.file === selected), [report, selected]);
  const otherProblems = useMemo(() => report.errors.filter((problem) => problem.file !== selected), [report, selected]);
  const diagnostics = useMemo(() => (pending ? [] : diagnosticsOf(text, ownProblems)), [pending, text, ownProblems]);

  const current = selected && !pending ? previewTarget(selected, text, report.runtime) : null;
  const valid = !!selected && !!current && ownProblems.length === 0;
  // The last preview of a valid draft stays while the draft is invalid (kept during render: React's pattern
  // for state derived from the previous render).
  if (valid && selected && current && lastGood[selected] !== current) setLastGood({ ...lastGood, [selected]: current });
  const shown = selected ? (valid ? current : (lastGood[selected] ?? null)) : null;
  const shownPermission = shown?.permission ?? null;
  const personas = props.settings?.personas ?? NO_PERSONAS;
  const access = useMemo(() => simulatedAccess(viewAs, shownPermission, customKeys, allKeysRole, personas), [viewAs, shownPermission, customKeys, allKeysRole, personas]);
  const ownAccess = useAccess();
  const staleProblem = selected && (ownProblems.length > 0 || (!current && shown)) ? ownProblems[0] : undefined;

  // The menu tree's pickers: routes without parameters and the catalogue's keys, as the workspace has them.
  const routes = useMemo(() => [...new Set(report.runtime.filter((screen) => !screen.public).flatMap((screen) => screen.routes).filter((route) => !route.includes(':')))].sort(), [report]);
  const keys = useMemo(() => (report.permissions?.permissions ?? []).map((entry) => entry.key), [report]);
  const editFromTree = (next: string) => {
    setDrafts((previous) => withEdit(previous, 'menu.json', next, base['menu.json'] ?? ''));
    setRevision((value) => value + 1);
  };

  // The files as the drafts have them: a rename starts from what the admin sees.
  const draftedTexts = useMemo(() => ({ ...base, ...Object.fromEntries(Object.entries(drafts).map(([path, draft]) => [path, draft.text])) }), [base, drafts]);
  const applyRename = (changes: Record<string, string>) => {
    setDrafts((previous) => Object.entries(changes).reduce((next, [path, changed]) => withEdit(next, path, changed, base[path] ?? ''), previous));
    setRevision((value) => value + 1);
    setNotice({ intent: 'success', text: STUDIO_TEXTS.rename.applied(Object.keys(changes).length) });
  };

  const edit = (next: string) => {
    if (!selected) return;
    setDrafts((previous) => withEdit(previous, selected, next, base[selected] ?? ''));
  };
  const open = (path: string) => {
    setSelected(path);
    setNotice(null);
  };
  const discard = () => {
    if (!selected) return;
    setDrafts((previous) => {
      const next = { ...previous };
      delete next[selected];
      return next;
    });
    setRevision((value) => value + 1);
  };

  const save = async () => {
    if (connection.status !== 'available') return;
    const files = Object.entries(drafts).map(([path, draft]) => ({ path, text: draft.text, base: base[path] === undefined ? null : draft.base }));
    if (!files.length) return setNotice({ intent: 'warning', text: STUDIO_TEXTS.nothingToSave });
    if (report.errors.length) return setNotice({ intent: 'danger', text: STUDIO_TEXTS.saveBlocked });
    setSaving(true);
    const outcome = await saveToServer(connection.server, readStoredToken(window.localStorage), files);
    setSaving(false);
    if (outcome.status === 'saved') {
      setConnection({ status: 'available', server: { ...connection.server, files: { ...connection.server.files, ...outcome.files } } });
      setDrafts({});
      setRevision((value) => value + 1);
      setNotice({ intent: 'success', text: STUDIO_TEXTS.saved(files.length) });
    } else if (outcome.status === 'conflict') {
      setNotice({ intent: 'danger', text: STUDIO_TEXTS.conflict(outcome.files.join(', ')), conflicts: outcome.files });
    } else if (outcome.status === 'invalid') {
      setNotice({ intent: 'danger', text: `${STUDIO_TEXTS.invalidOnServer} ${outcome.problems.map(formatProblem).join('; ')}` });
    } else setNotice({ intent: 'danger', text: STUDIO_TEXTS.saveFailed(outcome.message) });
  };

  const reloadFromDisk = async (paths: readonly string[]) => {
    setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([path]) => !paths.includes(path))));
    await connect();
    setRevision((value) => value + 1);
    setNotice(null);
  };

  // The local overlay (static deployment): the running app shows the drafts in this browser only.
  const overlayOn = useSyncExternalStore(liveOverrides.subscribe, localOverlayOn);
  const showOverlay = async () => {
    if (pending) return;
    if (report.errors.length) return setNotice({ intent: 'danger', text: STUDIO_TEXTS.overlay.blocked });
    const overrides = localOverridesOf(report);
    if (!overrides) return setNotice({ intent: 'warning', text: STUDIO_TEXTS.overlay.nothing });
    try {
      await showLocalOverlay(browserStore(), window.localStorage, overrides);
      setNotice({ intent: 'success', text: STUDIO_TEXTS.overlay.shown });
    } catch {
      setNotice({ intent: 'danger', text: STUDIO_TEXTS.overlay.failed });
    }
  };
  const hideOverlay = async () => {
    await hideLocalOverlay(browserStore(), window.localStorage);
    setNotice({ intent: 'success', text: STUDIO_TEXTS.overlay.hidden });
  };
  // While the overlay is on, it follows the drafts that validate (a draft with problems keeps the last good one).
  useEffect(() => {
    if (!overlayOn || !draftsLoaded || pending || report.errors.length) return;
    const overrides = localOverridesOf(report);
    if (!overrides) void hideLocalOverlay(browserStore(), window.localStorage);
    else if (overrides.version !== liveOverrides.current()?.version) showLocalOverlay(browserStore(), window.localStorage, overrides).catch(() => undefined);
  }, [overlayOn, draftsLoaded, pending, report]);

  const selectedEntry = entries.find((entry) => entry.path === selected);
  return (
    <section className="engine-screen studio" data-ready={connection.status !== 'checking' && draftsLoaded}>
      <ScreenHeader title={props.definition.title} description={props.definition.description} />
      {connection.status === 'static' && (
        <Callout intent="primary" icon="info-sign" className="studio-mode">
          {STUDIO_TEXTS.staticMode}
        </Callout>
      )}
      {connection.status === 'refused' && (
        <Callout intent="warning" className="studio-mode">
          {connection.message}
        </Callout>
      )}
      <div className="studio-body">
        <EntryList entries={entries} selected={selected} drafted={drafted} onSelect={open} />
        <section className="studio-work" aria-label={selectedEntry ? selectedEntry.path : STUDIO_TEXTS.noFile}>
          <div className="studio-toolbar">
            <ButtonGroup>
              <Button icon="undo" text={STUDIO_TEXTS.undo} disabled={!selected} onClick={() => view.current && undo(view.current)} />
              <Button icon="redo" text={STUDIO_TEXTS.redo} disabled={!selected} onClick={() => view.current && redo(view.current)} />
              <Button icon="reset" text={STUDIO_TEXTS.discard} disabled={!selected || !drafts[selected]} onClick={discard} />
            </ButtonGroup>
            <ButtonGroup>
              <Button icon="edit" text={STUDIO_TEXTS.rename.open} onClick={() => setRenameOpen(true)} />
              <Button icon="export" text={STUDIO_TEXTS.exportPatch} onClick={() => setPatchOpen(true)} />
              {connection.status === 'static' &&
                (overlayOn ? (
                  <Button icon="eye-off" text={STUDIO_TEXTS.overlay.hide} onClick={() => void hideOverlay()} />
                ) : (
                  <Button icon="eye-open" text={STUDIO_TEXTS.overlay.show} disabled={pending || !draftsLoaded} onClick={() => void showOverlay()} />
                ))}
              {connection.status === 'available' && (
                <Button intent="primary" icon="floppy-disk" text={saving ? STUDIO_TEXTS.saving : STUDIO_TEXTS.save} loading={saving} onClick={() => void save()} />
              )}
            </ButtonGroup>
          </div>
          <div role="status" className="studio-status">
            {notice && (
              <Callout intent={notice.intent}>
                {notice.text}
                {notice.conflicts && (
                  <div>
                    <Button small text={STUDIO_TEXTS.reloadDisk} onClick={() => void reloadFromDisk(notice.conflicts!)} />
                  </div>
                )}
              </Callout>
            )}
          </div>
          {selected ? (
            <>
              <p className="studio-problems" aria-live="polite">
                {pending ? STUDIO_TEXTS.validating : STUDIO_TEXTS.problems(ownProblems.length)}
                {!pending && otherProblems.length > 0 && ` · ${STUDIO_TEXTS.problemsElsewhere(otherProblems.length)}`}
              </p>
              {!pending && ownProblems.length + otherProblems.length > 0 && (
                <ul className="studio-problem-list" aria-label={STUDIO_TEXTS.problems(ownProblems.length + otherProblems.length)}>
                  {[...ownProblems, ...otherProblems].slice(0, 20).map((problem) => (
                    <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
                  ))}
                </ul>
              )}
              {/* A file opened while the stored drafts were being read shows its draft once they are in (the key). */}
              <JsonEditor
                key={`${selected}:${revision}:${draftsLoaded}`}
                initialText={text}
                label={STUDIO_TEXTS.editorLabel(selected)}
                document={documentSchemaOf(selected)}
                help={help}
                diagnostics={diagnostics}
                onChange={edit}
                onView={(editor) => (view.current = editor)}
              />
            </>
          ) : (
            <p className="studio-empty">{STUDIO_TEXTS.noFile}</p>
          )}
        </section>
        {selected && (
          <section className="studio-side" aria-label={tab === 'menu' ? STUDIO_TEXTS.menuTree.tab : STUDIO_TEXTS.tabs[tab]}>
            <Tabs id="studio-tabs" selectedTabId={tab === 'menu' && selected !== 'menu.json' ? 'preview' : tab} onChange={(id) => setTab(id as 'preview' | 'diff' | 'menu')} renderActiveTabPanelOnly>
              <Tab
                id="preview"
                title={STUDIO_TEXTS.tabs.preview}
                panel={
                  <div className="studio-preview">
                    <div className="studio-view-as">
                      <HTMLSelect aria-label={STUDIO_TEXTS.viewAs} value={viewAs} onChange={(event) => setViewAs(event.currentTarget.value as ViewAs)}>
                        {Object.entries(STUDIO_TEXTS.viewAsOptions).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                        {personas.length > 0 && (
                          <optgroup label={STUDIO_TEXTS.personas}>
                            {personas.map((persona, index) => (
                              <option key={persona.label} value={`persona:${index}`}>
                                {persona.label}
                              </option>
                            ))}
                          </optgroup>
                        )}
                      </HTMLSelect>
                      {viewAs === 'custom' && <InputGroup aria-label={STUDIO_TEXTS.customKeys} placeholder={STUDIO_TEXTS.customKeys} value={customKeys} onValueChange={setCustomKeys} />}
                    </div>
                    <MenuPreview items={report.menu?.items as MenuNode[] | undefined} access={access ?? ownAccess} />
                    {staleProblem && shown && (
                      <Callout intent="warning" role="alert">
                        {STUDIO_TEXTS.previewStale(`${staleProblem.pointer || '/'}: ${staleProblem.message}`)}
                      </Callout>
                    )}
                    {shown ? (
                      <div className="studio-preview-frame" aria-label={STUDIO_TEXTS.previewOf(shown.title)} role="region">
                        <StudioPreview screen={shown} access={access} />
                      </div>
                    ) : (
                      <p className="studio-empty">{groupOf(selected) === 'screen' || groupOf(selected) === 'resource' ? STUDIO_TEXTS.previewRefused : STUDIO_TEXTS.previewUnavailable}</p>
                    )}
                  </div>
                }
              />
              <Tab id="diff" title={STUDIO_TEXTS.tabs.diff} panel={<DiffPanel path={selected} text={text} shipped={sources[selected]} disk={disk?.[selected]} />} />
              {selected === 'menu.json' && (
                <Tab id="menu" title={STUDIO_TEXTS.menuTree.tab} panel={<MenuTreeEditor text={text} routes={routes} keys={keys} onChange={editFromTree} />} />
              )}
            </Tabs>
          </section>
        )}
      </div>
      <RenameDialog isOpen={renameOpen} onClose={() => setRenameOpen(false)} files={draftedTexts} onApply={applyRename} />
      <PatchDialog isOpen={patchOpen} onClose={() => setPatchOpen(false)} base={base} drafts={drafts} />
    </section>
  );
}

import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../../ui/notifier';

/** Content widths of the layout styles (spec section 9). */
export const CONTAINER_WIDTH = { layout1: 1570, layout2: 1120, layout3: 1120 } as const;
/** Width of the vertical navbar. */
export const NAVBAR_WIDTH = 280;
/** Width of the folded vertical navbar (icons only). */
export const NAVBAR_FOLDED_WIDTH = 64;
/** Width of the navbar drawer below the mobile breakpoint. */
export const NAVBAR_MOBILE_WIDTH = 280;
/** Width of the quick panel drawer. */
export const QUICK_PANEL_WIDTH = 280;
/** Width of the icon rail of the two-panel (vertical-2) navigation. */
export const NAVBAR_RAIL_WIDTH = 120;
/** Width of that rail with the dense style (style-3-dense). */
export const NAVBAR_RAIL_DENSE_WIDTH = 64;
/** Milliseconds the pointer rests on a horizontal menu entry before its submenu opens. */
export const HORIZONTAL_HOVER_DELAY_MS = 150;
/** Left indent of a nested menu entry: base plus a step per level, capped. */
export const NAV_INDENT = { base: 28, step: 16, max: 80, topLevel: 12 } as const;
/**
 * Below this width (px) the navbar becomes a drawer. Blueprint defines no breakpoints; the spec's
 * "medium" is the Material scale the original app used, where medium starts at 960 px.
 */
/** Milliseconds of quiet before changed settings are saved. */
export const SETTINGS_SAVE_DEBOUNCE_MS = 300;
/** Smallest and largest font factor of the font-size slider, and its step. */
export const FONT_SCALE = { min: 0.7, max: 1.3, step: 0.1 } as const;

/** Layout styles (container width). */
const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
/** Navigation kinds. */
const NAVIGATIONS = ['vertical', 'vertical-2', 'horizontal'] as const;
/** Navbar visual styles. */
const NAVBAR_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
/** Colour themes. */
const THEMES = ['light', 'dark'] as const;

/** The user's layout preferences; saved per user (or locally for a guest). */
export interface LayoutSettings {
  layout: (typeof LAYOUTS)[number];
  navigation: (typeof NAVIGATIONS)[number];
  navbarStyle: (typeof NAVBAR_STYLES)[number];
  theme: (typeof THEMES)[number];
  /** Root font factor, 0.7 to 1.3 in steps of 0.1. */
  fontScale: number;
}

/** Settings of a user who never changed anything. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  layout: 'layout1', navigation: 'vertical', navbarStyle: 'style-1', theme: 'light', fontScale: 1,
};

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A font factor clamped to the slider's range and rounded to its step. */
export function clampFontScale(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : 1;
  const clamped = Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, number));
  return Math.round(clamped * 10) / 10;
}

/**
 * Settings from anything stored (user data, localStorage, an older format): unknown or invalid
 * fields fall back to `base`, so a bad stored value never breaks the layout.
 */
export function normalizeSettings(raw: unknown, base: LayoutSettings = DEFAULT_SETTINGS): LayoutSettings {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    layout: pick(LAYOUTS, value.layout, base.layout),
    navigation: pick(NAVIGATIONS, value.navigation, base.navigation),
    navbarStyle: pick(NAVBAR_STYLES, value.navbarStyle, base.navbarStyle),
    theme: pick(THEMES, value.theme, base.theme),
    fontScale: 'fontScale' in value ? clampFontScale(value.fontScale) : base.fontScale,
  };
}

/**
 * `next`, or `previous` when they hold the same values: a restored session whose settings are the ones already
 * shown keeps the same object, and the shell (which selects it) does not draw again for nothing.
 */
function keepIfSame<T extends object>(previous: T, next: T): T {
  if (Array.isArray(previous) && Array.isArray(next)) {
    return previous.length === next.length && previous.every((value, index) => value === next[index]) ? previous : next;
  }
  const keys = Object.keys(next) as (keyof T)[];
  return keys.length === Object.keys(previous).length && keys.every((key) => previous[key] === next[key]) ? previous : next;
}

/** Shortcut ids from stored data: strings only, no repeats. */
export function normalizeShortcuts(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/** What the `saveSettings` actor receives. */
export interface SaveSettingsInput {
  /** A guest's settings go to localStorage; a signed-in user's to their profile. */
  guest: boolean;
  settings: LayoutSettings;
  shortcuts: string[];
}

/** State kept by the layout machine besides its state values. */
export interface LayoutContext {
  settings: LayoutSettings;
  /** Menu item ids the user starred. */
  shortcuts: string[];
  guest: boolean;
  /** Identifies the signed-in session whose data was restored (null for a guest). */
  sessionKey: string | null;
  /** Changes arrived while a save was running; save again when it ends. */
  pendingSave: boolean;
  /** Message of the last failed save, cleared by the next success. */
  saveError: string | null;
}

/** Input of the machine: where it starts before any sign-in is known. */
export interface LayoutInput {
  settings?: unknown;
  shortcuts?: unknown;
}

/** Events the layout machine accepts. */
export type LayoutEvent =
  | { type: 'TOGGLE_NAVBAR' }
  | { type: 'OPEN_NAVBAR' }
  | { type: 'CLOSE_NAVBAR' }
  | { type: 'TOGGLE_FOLDED' }
  | { type: 'HOVER_ENTER' }
  | { type: 'HOVER_LEAVE' }
  | { type: 'TOGGLE_MOBILE' }
  | { type: 'OPEN_MOBILE' }
  | { type: 'CLOSE_MOBILE' }
  | { type: 'NAVIGATED' }
  | { type: 'TOGGLE_QUICK_PANEL' }
  | { type: 'OPEN_QUICK_PANEL' }
  | { type: 'CLOSE_QUICK_PANEL' }
  | { type: 'TOGGLE_SETTINGS_PANEL' }
  | { type: 'OPEN_SETTINGS_PANEL' }
  | { type: 'CLOSE_SETTINGS_PANEL' }
  | { type: 'CHANGE_SETTINGS'; settings: Partial<LayoutSettings> }
  | { type: 'TOGGLE_SHORTCUT'; id: string }
  | { type: 'SET_SHORTCUTS'; shortcuts: string[] }
  | { type: 'SIGNED_IN'; key: string; settings?: unknown; shortcuts?: unknown }
  | { type: 'SIGNED_OUT'; settings?: unknown };

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Não foi possível salvar suas preferências.';
}

/**
 * The notice after a signed-in user's data (settings, shortcuts) reached the server. The spec's text, 'User
 * data saved with api' (section 8), is the original template's developer wording; the interface is pt-BR only,
 * so the user reads it in Portuguese. A guest's settings stay in the browser and get no notice. Its key makes
 * a new one replace the one still on screen (changing several preferences shows one notice, not a pile).
 */
export const USER_DATA_SAVED: Notice = { message: 'Dados do usuário salvos.', intent: 'success', key: 'user-data-saved' };

// The notice of a failed save: the error's own message, as the recorded `saveError`.
function saveFailed({ event }: { event: { error?: unknown } }): Notice {
  return { message: errorMessage(event.error), intent: 'danger' };
}

/**
 * Layout state: the navbar (open / closed, folded with hover-open, the mobile drawer), the side
 * panels, and the user's settings and shortcuts with a debounced save. Its effects are named and
 * provided by the host with `.provide()` (tests provide fakes):
 * - the `saveSettings` actor (input: {@link SaveSettingsInput}) saves;
 * - the `notify` action (params: a {@link Notice}) tells the user a save failed (a danger toast in the app)
 *   or that a signed-in user's data was saved ({@link USER_DATA_SAVED}, once per burst of changes).
 */
export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput,
  },
  actors: {
    saveSettings: fromPromise<unknown, SaveSettingsInput>(async () => {
      throw new Error('[engine] layout machine: provide a saveSettings actor');
    }),
  },
  actions: {
    applySettings: assign({
      settings: ({ context, event }) =>
        event.type === 'CHANGE_SETTINGS' ? normalizeSettings({ ...context.settings, ...event.settings }, context.settings) : context.settings,
    }),
    toggleShortcut: assign({
      shortcuts: ({ context, event }) => {
        if (event.type !== 'TOGGLE_SHORTCUT') return context.shortcuts;
        return context.shortcuts.includes(event.id)
          ? context.shortcuts.filter((id) => id !== event.id)
          : [...context.shortcuts, event.id];
      },
    }),
    setShortcuts: assign({
      shortcuts: ({ context, event }) => (event.type === 'SET_SHORTCUTS' ? normalizeShortcuts(event.shortcuts) : context.shortcuts),
    }),
    restoreSession: assign(({ context, event }) => {
      if (event.type !== 'SIGNED_IN') return {};
      return {
        guest: false,
        sessionKey: event.key,
        settings: keepIfSame(context.settings, normalizeSettings(event.settings)),
        shortcuts: keepIfSame(context.shortcuts, normalizeShortcuts(event.shortcuts)),
        pendingSave: false,
        saveError: null,
      };
    }),
    restoreGuest: assign(({ context, event }) => {
      if (event.type !== 'SIGNED_OUT') return {};
      return {
        guest: true, sessionKey: null, settings: keepIfSame(context.settings, normalizeSettings(event.settings)),
        shortcuts: keepIfSame(context.shortcuts, []), pendingSave: false, saveError: null,
      };
    }),
    markPending: assign({ pendingSave: true }),
    clearPending: assign({ pendingSave: false }),
    clearSaveError: assign({ saveError: null }),
    recordSaveError: assign({ saveError: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    // The host must provide it; a forgotten one fails loudly instead of hiding a lost save.
    notify: (_, _notice: Notice) => {
      throw new Error('[engine] layout machine: provide a notify action');
    },
  },
  guards: {
    hasPendingChanges: ({ context }) => context.pendingSave,
    isGuest: ({ context }) => context.guest,
    isNewSession: ({ context, event }) => event.type === 'SIGNED_IN' && event.key !== context.sessionKey,
  },
  delays: {
    saveDebounce: SETTINGS_SAVE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: ({ input }) => ({
    settings: normalizeSettings(input?.settings),
    shortcuts: normalizeShortcuts(input?.shortcuts),
    guest: true,
    sessionKey: null,
    pendingSave: false,
    saveError: null,
  }),
  states: {
    navbar: {
      initial: 'open',
      states: {
        open: { on: { TOGGLE_NAVBAR: 'closed', CLOSE_NAVBAR: 'closed' } },
        closed: { on: { TOGGLE_NAVBAR: 'open', OPEN_NAVBAR: 'open' } },
      },
    },
    fold: {
      initial: 'unfolded',
      states: {
        unfolded: { on: { TOGGLE_FOLDED: 'folded' } },
        folded: {
          initial: 'idle',
          on: { TOGGLE_FOLDED: 'unfolded' },
          states: {
            idle: { on: { HOVER_ENTER: 'hoverOpen' } },
            // The folded navbar shows its full width while the pointer is over it.
            hoverOpen: { on: { HOVER_LEAVE: 'idle' } },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      states: {
        closed: { on: { TOGGLE_MOBILE: 'open', OPEN_MOBILE: 'open' } },
        open: { on: { TOGGLE_MOBILE: 'closed', CLOSE_MOBILE: 'closed', NAVIGATED: 'closed' } },
      },
    },
    quickPanel: {
      initial: 'closed',
      states: {
        closed: { on: { TOGGLE_QUICK_PANEL: 'open', OPEN_QUICK_PANEL: 'open' } },
        open: { on: { TOGGLE_QUICK_PANEL: 'closed', CLOSE_QUICK_PANEL: 'closed' } },
      },
    },
    settingsPanel: {
      initial: 'closed',
      states: {
        closed: { on: { TOGGLE_SETTINGS_PANEL: 'open', OPEN_SETTINGS_PANEL: 'open' } },
        open: { on: { TOGGLE_SETTINGS_PANEL: 'closed', CLOSE_SETTINGS_PANEL: 'closed' } },
      },
    },
    persistence: {
      initial: 'idle',
      on: {
        // A new sign-in replaces everything and drops a save still owed to the previous session.
        SIGNED_IN: { guard: 'isNewSession', target: '.idle', actions: 'restoreSession' },
        SIGNED_OUT: { target: '.idle', actions: 'restoreGuest' },
      },
      states: {
        idle: {
          on: {
            CHANGE_SETTINGS: { target: 'debouncing', actions: 'applySettings' },
            TOGGLE_SHORTCUT: { target: 'debouncing', actions: 'toggleShortcut' },
            SET_SHORTCUTS: { target: 'debouncing', actions: 'setShortcuts' },
          },
        },
        debouncing: {
          // Each change restarts the wait, so a burst of changes is saved once.
          after: { saveDebounce: 'saving' },
          on: {
            CHANGE_SETTINGS: { target: 'debouncing', reenter: true, actions: 'applySettings' },
            TOGGLE_SHORTCUT: { target: 'debouncing', reenter: true, actions: 'toggleShortcut' },
            SET_SHORTCUTS: { target: 'debouncing', reenter: true, actions: 'setShortcuts' },
          },
        },
        saving: {
          invoke: {
            src: 'saveSettings',
            input: ({ context }) => ({ guest: context.guest, settings: context.settings, shortcuts: context.shortcuts }),
            onDone: [
              // Changes made meanwhile are saved next; the notice waits for the last save of the burst.
              { guard: 'hasPendingChanges', target: 'debouncing', actions: ['clearPending', 'clearSaveError'] },
              { guard: 'isGuest', target: 'idle', actions: 'clearSaveError' },
              { target: 'idle', actions: ['clearSaveError', { type: 'notify', params: USER_DATA_SAVED }] },
            ],
            onError: [
              { guard: 'hasPendingChanges', target: 'debouncing', actions: ['clearPending', 'recordSaveError', { type: 'notify', params: saveFailed }] },
              { target: 'idle', actions: ['recordSaveError', { type: 'notify', params: saveFailed }] },
            ],
          },
          // Changes during a save wait for it to end, so saves never overlap or arrive out of order.
          on: {
            CHANGE_SETTINGS: { actions: ['applySettings', 'markPending'] },
            TOGGLE_SHORTCUT: { actions: ['toggleShortcut', 'markPending'] },
            SET_SHORTCUTS: { actions: ['setShortcuts', 'markPending'] },
          },
        },
      },
    },
  },
});

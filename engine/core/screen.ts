/** What every screen renderer and custom component receives. */
import type { CustomScreen } from './generated/index.ts';
import type { RuntimeCustomScreen, RuntimeScreen, SettingsOf } from './definition/runtime.ts';

/** Props of a screen kind's renderer. */
export interface ScreenProps<D extends RuntimeScreen = RuntimeScreen> {
  /** The screen, as the engine runs it (validated and resolved at build time). */
  definition: D;
  /** Route parameters (`:_id` → `params._id`); absent optional ones are left out. */
  params: Record<string, string>;
}

/** Props of a custom component: its screen, its route params and its settings, typed by its settings schema. */
export interface CustomComponentProps<C extends CustomScreen['component'] = CustomScreen['component']> {
  definition: RuntimeCustomScreen;
  params: Record<string, string>;
  /** The screen's `settings`, validated at build time against the component's `<name>.settings.schema.json`. */
  settings: SettingsOf<C>;
}

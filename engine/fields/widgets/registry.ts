import type { RegistryWidgetsType } from '@rjsf/utils';
import { createRegistry } from '../../core/registry';
import { WIDGET_NAMES } from '../../core/names';
import { CepWidget } from './CepWidget';
import { CnpjWidget } from './CnpjWidget';
import { CpfWidget } from './CpfWidget';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { ImageUrlWidget } from './ImageUrlWidget';
import { MoneyWidget } from './MoneyWidget';
import { MultiSelectWidget } from './MultiSelectWidget';
import { NumberWidget } from './NumberWidget';
import { PasswordWidget } from './PasswordWidget';
import { PercentWidget } from './PercentWidget';
import { PhoneWidget } from './PhoneWidget';
import { RemoteMultiSelectWidget } from './RemoteMultiSelectWidget';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { RichTextWidget } from './RichTextWidget';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';

/**
 * The engine's widgets by the names a uiSchema's `ui:widget` may use (exactly WIDGET_NAMES of
 * engine/core/names.ts, which the definition validator checks). A string `format` with the same
 * name (email, date, cpf, phone, cep, password) picks the widget with no uiSchema entry: rjsf uses a
 * registered widget named like the format.
 */
export function createWidgetRegistry() {
  const widgets = createRegistry<RegistryWidgetsType[string]>('widget', {
    text: TextWidget,
    textarea: TextareaWidget,
    number: NumberWidget,
    money: MoneyWidget,
    percent: PercentWidget,
    date: DateWidget,
    switch: SwitchWidget,
    select: SelectWidget,
    multiselect: MultiSelectWidget,
    remoteSelect: RemoteSelectWidget,
    remoteMultiSelect: RemoteMultiSelectWidget,
    email: EmailWidget,
    password: PasswordWidget,
    cpf: CpfWidget,
    phone: PhoneWidget,
    cep: CepWidget,
    richtext: RichTextWidget,
    image: ImageUrlWidget,
    cnpj: CnpjWidget,
  });
  const keys = widgets.keys();
  const missing = WIDGET_NAMES.filter((name) => !keys.includes(name));
  const extra = keys.filter((name) => !(WIDGET_NAMES as readonly string[]).includes(name));
  if (missing.length || extra.length) {
    throw new Error(`[engine] widget registry differs from names.ts: missing ${missing.join(', ') || '-'}, extra ${extra.join(', ') || '-'}`);
  }
  return widgets;
}

/** The widget registry of the app. */
export const widgetRegistry = createWidgetRegistry();

/**
 * rjsf's own widget names (used when a field has no `ui:widget`: a boolean is a "checkbox", an array of
 * enums "checkboxes"...) pointed at the engine's Blueprint widgets, so no unthemed control appears.
 */
export const CORE_WIDGET_OVERRIDES: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  PasswordWidget,
  EmailWidget,
  SelectWidget,
  CheckboxWidget: SwitchWidget,
  CheckboxesWidget: MultiSelectWidget,
  DateWidget,
  UpDownWidget: NumberWidget,
};

/** Every widget handed to rjsf: the named ones plus the core overrides. */
export const themeWidgets: RegistryWidgetsType = { ...CORE_WIDGET_OVERRIDES, ...widgetRegistry.toObject() };

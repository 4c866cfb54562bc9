import type { RegistryWidgetsType } from '@rjsf/utils';
import { createRegistry } from '../../core/registry';
import { WIDGET_NAMES } from '../../core/names';
import { widget as CepWidget } from './cep';
import { widget as CnpjWidget } from './cnpj';
import { widget as CpfWidget } from './cpf';
import { widget as DateWidget } from './date';
import { widget as EmailWidget } from './email';
import { widget as ImageUrlWidget } from './image';
import { widget as MoneyWidget } from './money';
import { widget as MultiSelectWidget } from './multiselect';
import { widget as NumberWidget } from './number';
import { widget as PasswordWidget } from './password';
import { widget as PermissionMatrixWidget } from './permissionMatrix';
import { widget as PercentWidget } from './percent';
import { widget as PhoneWidget } from './phone';
import { widget as RemoteMultiSelectWidget } from './remoteMultiSelect';
import { widget as RemoteSelectWidget } from './remoteSelect';
import { widget as RichTextWidget } from './richtext';
import { widget as SelectWidget } from './select';
import { widget as SwitchWidget } from './switch';
import { widget as TextareaWidget } from './textarea';
import { widget as TextWidget } from './text';
import { widget as TimeWidget } from './time';
import { widget as HiddenWidget } from './hidden';

/**
 * The engine's widgets by the names a uiSchema's `ui:widget` may use (exactly WIDGET_NAMES of
 * the generated engine/core/generated/names.ts, which the definition validator checks); each widget is a folder with its code and options.schema.json. A string `format` with the same
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
    time: TimeWidget,
    switch: SwitchWidget,
    select: SelectWidget,
    multiselect: MultiSelectWidget,
    remoteSelect: RemoteSelectWidget,
    remoteMultiSelect: RemoteMultiSelectWidget,
    permissionMatrix: PermissionMatrixWidget,
    email: EmailWidget,
    password: PasswordWidget,
    cpf: CpfWidget,
    phone: PhoneWidget,
    cep: CepWidget,
    richtext: RichTextWidget,
    image: ImageUrlWidget,
    cnpj: CnpjWidget,
    hidden: HiddenWidget,
  });
  const keys = widgets.keys();
  const missing = WIDGET_NAMES.filter((name) => !keys.includes(name));
  const extra = keys.filter((name) => !(WIDGET_NAMES as readonly string[]).includes(name));
  if (missing.length || extra.length) {
    throw new Error(`[engine] widget registry differs from the generated names: missing ${missing.join(', ') || '-'}, extra ${extra.join(', ') || '-'}`);
  }
  return widgets;
}

/** The widget registry of the app. */
export const widgetRegistry = createWidgetRegistry();

/**
 * rjsf's own widget names (used when a field has no `ui:widget`: a boolean is a "checkbox", an array of
 * enums "checkboxes"...) pointed at the engine's Blueprint widgets, so no unthemed control appears.
 */
const CORE_WIDGET_OVERRIDES: RegistryWidgetsType = {
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

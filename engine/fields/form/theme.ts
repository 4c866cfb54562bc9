import { withTheme, type ThemeProps } from '@rjsf/core';
import type { TemplatesType } from '@rjsf/utils';
import { themeWidgets } from '../widgets/registry';
import { fieldEditors } from '../editors';
import { ArrayFieldItemTemplate } from '../templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from '../templates/ArrayFieldTemplate';
import { BaseInputTemplate } from '../templates/BaseInputTemplate';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton } from '../templates/ButtonTemplates';
import { DescriptionFieldTemplate } from '../templates/DescriptionFieldTemplate';
import { ErrorListTemplate } from '../templates/ErrorListTemplate';
import { FieldErrorTemplate } from '../templates/FieldErrorTemplate';
import { FieldHelpTemplate } from '../templates/FieldHelpTemplate';
import { FieldTemplate } from '../templates/FieldTemplate';
import { ObjectFieldTemplate } from '../templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from '../templates/TitleFieldTemplate';
import './widgets.css';

/** The Blueprint templates of the theme (the rest fall back to rjsf core's, which these style). */
const themeTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton },
};

/** The engine's rjsf theme on Blueprint 6. */
const blueprintTheme: ThemeProps = {
  widgets: themeWidgets,
  templates: themeTemplates,
  fields: Object.fromEntries(Object.entries(fieldEditors).map(([name, editor]) => [name, editor.Field])),
};

/** rjsf's Form with the Blueprint theme (use EngineForm, which adds the engine's validator and pt-BR). */
export const ThemedForm = withTheme(blueprintTheme);

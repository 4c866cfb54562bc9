/* generated — do not edit, run npm run gen:types */
/** The names each registry of the engine holds, read from the schemas next to their code. */

/** Cell formats (engine/fields/cells/<name>/). */
export const CELL_FORMATS = ["boolean","cep","cpf","date","datetime","html","image","link","list","money","number","percent","phone","status","text"] as const;
/** Form widgets (engine/fields/widgets/<name>/). */
export const WIDGET_NAMES = ["cep","cnpj","cpf","date","email","hidden","image","money","multiselect","number","password","percent","permissionMatrix","phone","remoteMultiSelect","remoteSelect","richtext","select","switch","text","textarea","time"] as const;
/** Field editors, `ui:field` (engine/fields/editors/<name>/). */
export const FIELD_EDITORS = ["alternatives","hierarchyPicker"] as const;
/** Filter bar widgets (engine/fields/filters/<name>/). */
export const FILTER_WIDGETS = ["boolean","date","number","select","text"] as const;
/** Chart kinds (engine/kinds/dashboard/charts/<name>/). */
export const CHART_KINDS = ["bar","doughnut","line"] as const;
/** Detail section kinds (engine/kinds/detail/sections/<name>/). */
export const SECTION_KINDS = ["fields","html","table"] as const;
/** Dashboard widget kinds (engine/kinds/dashboard/widgets/<name>/). */
export const DASHBOARD_WIDGET_KINDS = ["chart","stat","table"] as const;
/** Custom components (<name>.settings.schema.json beside their code). */
export const CUSTOM_COMPONENTS = ["calendarApp","chatApp","hierarchyBrowser","home","login","register","resetPassword","studio"] as const;

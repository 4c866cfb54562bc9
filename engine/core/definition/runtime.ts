/**
 * Definitions as the running engine reads them: what `resolveScreen` makes of a validated definition at
 * build time (resources applied, built-in actions expanded, calls parsed, defaults filled). The screen kinds
 * read these shapes only; the authoring shapes (engine/core/generated, from schemas/) stay with the tools.
 */
import type {
  Column, DashboardWidget, DefaultSort, DetailFieldsSection, DetailHtmlSection, DetailTableSection, ExportOptions,
  FilterForm, CustomScreen,
} from '../generated/index.ts';

/** An HTTP method of the definition format. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A record as the API returns it. */
export type Row = Record<string, unknown>;

/** One HTTP call: method, path (with `{name}` placeholders) and body / query templates. */
export interface CallSpec {
  method: HttpMethod;
  /** Path relative to API_URL; placeholders are filled from the context. */
  endpoint: string;
  /** Body template (`"{name}"` values are filled from the context, type kept). */
  body?: Record<string, unknown>;
  /** Query template. */
  query?: Record<string, unknown>;
}

/** A call whose answer holds one record at `record` (dotted path; absent = the whole answer). */
export interface RecordCallSpec extends CallSpec {
  record?: string;
}

/** A call whose answer holds a list at `rows`. */
export interface RowsCallSpec extends CallSpec {
  rows: string;
}

/** A paged list call plus the mapping of its answer. */
export interface SourceSpec extends CallSpec {
  /** Dotted path of the rows array in the answer. */
  rows: string;
  /** Dotted path of the total count; absent = the rows' length. */
  total?: string;
  /** Field that identifies a row. */
  id?: string;
  /** Body fields of the paging convention, or false when the endpoint returns everything. */
  paging?: { page?: string; perPage?: string } | false;
  /** Body fields that carry the sort. */
  sort?: { field?: string; order?: string };
}

/** Sort order of a list. */
export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

/** Shows an action only when a field of the context is (or is not) one of some values. */
export interface WhenSpec {
  field: string;
  in?: unknown[];
  notIn?: unknown[];
}

interface ActionBase {
  label: string;
  icon?: string;
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  /** Key the action needs; null = none; false = no one. */
  permission?: string | null | false;
  when?: WhenSpec;
  /** What the action is about, to name its button for screen readers ("Editar cupom INDICACAO25"). */
  about?: RecordName;
}

/** A link action: navigates to a route template. */
export interface LinkActionSpec extends ActionBase {
  kind: 'link';
  route: string;
}

/** A call action: asks `confirm` (when given), runs the call, says `success`. */
export interface CallActionSpec extends ActionBase {
  kind: 'call';
  call: CallSpec;
  confirm?: string;
  success?: string;
  /**
   * Set on a resource's built-in `remove`: the record leaves the lists at once and the call waits a few
   * seconds for "Desfazer". `scope` (the resource id) and the record's id name it in every list.
   */
  removal?: { scope: string; idField: string };
}

/** A form action: a dialog with a form whose data goes in the call's body, over its template. */
export interface FormActionSpec extends ActionBase {
  kind: 'form';
  title?: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  call: CallSpec;
  /** Opens the form filled with the context's values for the schema's properties (an edit dialog). */
  prefill?: boolean;
  /** Field copied from the context into the saved data (the id of the record an edit dialog saves). */
  keepField?: string;
  /** Text of the dialog's submit button (default: the label). */
  submitLabel?: string;
  /** Text of the button that closes the dialog doing nothing (default "Cancelar"). */
  closeLabel?: string;
  success?: string;
}

/** An action as the engine runs it. */
export type ActionSpec = LinkActionSpec | CallActionSpec | FormActionSpec;

/** How a record of a resource is named to people: the resource's title and the record's label field. */
export interface RecordName {
  /** The resource's title, e.g. `cupom`. */
  title: string;
  /** The field that names a record, e.g. `Nome`. */
  labelField: string;
}

/** A resource as the engine reads it: calls parsed, keys derived, texts and routes filled in. */
export interface RuntimeResource {
  id: string;
  title: string;
  idField: string;
  labelField: string;
  /** Base key; null = any signed-in user. */
  permission: string | null;
  /** Button keys: null when the base key is null (anyone), false when the resource says no screen does it. */
  keys: { new: string | null | false; edit: string | null | false; delete: string | null | false };
  list?: SourceSpec;
  /** Every record, for selects (the `list` call when the resource has no `options`). */
  options?: RowsCallSpec;
  get?: RecordCallSpec;
  save?: RecordCallSpec;
  remove?: CallSpec;
  /** Record search from the page search (resource `lookup`). */
  lookup?: {
    filters: string[];
    /** Those of `filters` that compare digits only (a CPF): skipped when the text typed has none. */
    digits: string[];
    show: string[];
  };
  texts: {
    new: string;
    edit: string;
    view: string;
    remove: string;
    saved: string;
    removeConfirm: string;
    removed: string;
    empty?: string;
  };
}

/** What every screen has. */
export interface RuntimeScreenBase {
  id: string;
  /** Main route pattern. */
  route: string;
  /** Every route pattern that opens the screen (the main one first). */
  routes: string[];
  title: string;
  description?: string;
  /** Key that opens the screen; null = any signed-in user. */
  permission: string | null;
  guestOnly?: boolean;
  public?: boolean;
  sampleParams?: Record<string, string>;
  /** The resources the screen names (its own, its selects', its settings'), by id. */
  resources: Record<string, RuntimeResource>;
}

/** A list screen. */
export interface RuntimeListScreen extends RuntimeScreenBase {
  kind: 'list';
  resource?: string;
  source: SourceSpec;
  columns: Column[];
  filters?: FilterForm;
  /** Page buttons. */
  actions: ActionSpec[];
  rowActions: ActionSpec[];
  export?: ExportOptions;
  pageSizes?: number[];
  defaultSort?: DefaultSort;
  emptyText?: string;
  /** How a row is named (row buttons, confirmations). */
  recordName?: RecordName;
  /** Row selection and what can be done to the selected rows. */
  bulk?: RuntimeBulk;
}

/** A list's bulk actions, resolved against its resource. */
export interface RuntimeBulk {
  /** The resource's removal (with "Desfazer"). */
  remove?: CallActionSpec;
  /** "Ativar" / "Desativar": writes `field` true or false with the resource's save call. */
  status?: { field: string; save: RecordCallSpec; permission: string | null | false; activate: boolean; deactivate: boolean };
  /** CSV of the selected rows. */
  export?: boolean;
  /** The records in the plural ("cupons"). */
  plural: string;
}

/** A form screen. */
export interface RuntimeFormScreen extends RuntimeScreenBase {
  kind: 'form';
  resource?: string;
  /** Title while creating (the title is the editing one). */
  newTitle?: string;
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  /** Route param with the record id; absent from the URL = create. */
  idParam: string;
  /** Field of the record that holds the id (filled from the route param in the context). */
  idField?: string;
  singleton?: boolean;
  load?: RecordCallSpec;
  save: RecordCallSpec;
  remove?: CallActionSpec;
  /** Header buttons in edit mode. */
  actions: ActionSpec[];
  afterSave?: string;
  success?: string;
  /** Keys to save a new / an edited record (null = no key needed; false = no one). */
  permissions: { new: string | null | false; edit: string | null | false };
}

/** A table section with its row actions resolved. */
export type RuntimeTableSection = Omit<DetailTableSection, 'rowActions'> & { rowActions: ActionSpec[] };
/** A section of a detail screen. */
export type RuntimeDetailSection = DetailFieldsSection | RuntimeTableSection | DetailHtmlSection;

/** A detail screen. */
export interface RuntimeDetailScreen extends RuntimeScreenBase {
  kind: 'detail';
  resource?: string;
  idParam: string;
  idField?: string;
  load: RecordCallSpec;
  heading?: string;
  actions: ActionSpec[];
  sections: RuntimeDetailSection[];
}

/** A dashboard screen. */
export interface RuntimeDashboardScreen extends RuntimeScreenBase {
  kind: 'dashboard';
  filters?: FilterForm;
  sources: Record<string, CallSpec>;
  widgets: DashboardWidget[];
}

/** A custom screen: a registered component and its settings (typed per component by the generated schemas). */
export type RuntimeCustomScreen = RuntimeScreenBase & {
  kind: 'custom';
  component: CustomScreen['component'];
  settings: unknown;
};

/** Any screen as the engine reads it. */
export type RuntimeScreen = RuntimeListScreen | RuntimeFormScreen | RuntimeDetailScreen | RuntimeDashboardScreen | RuntimeCustomScreen;

/** The settings of one custom component, as its schema declares them. */
export type SettingsOf<C extends CustomScreen['component']> = Extract<CustomScreen, { component: C }> extends { settings?: infer S } ? S : never;

/**
 * Shapes of the hierarchy browser: its settings (screens/conteudo/hierarquia.json and
 * question-hierarchy.json) and the nodes it shows. The settings are checked by
 * schemas/screen-custom.schema.json (`$defs/hierarchySettings`).
 */
import type { CallSpec, RecordCallSpec, SourceSpec } from '../../core/dataProvider';

/** One level of the taxonomy (Disciplina, Assunto...), from the root down. */
export interface HierarchyLevel {
  /** Route parameter that holds the slug of the open node of this level (browse mode). */
  param: string;
  /** Name of the level, singular ("Tópico"). */
  label: string;
  /** Name of the level, plural ("Tópicos"): the column's heading. */
  plural: string;
  /** Text of the button that creates a node of this level ("Novo tópico"). */
  newLabel: string;
}

/** A call whose answer holds a list of nodes at `rows`. */
export interface NodeListCall extends CallSpec {
  /** Dotted path of the node list in the answer. */
  rows: string;
}

/** The calls of the browser. Templates see `parentId`, `_id`, `name`, `busca`, `level`, `aliases`. */
export interface HierarchyCalls {
  /** Children of a node (`:parentId`; absent = the first level). */
  children: NodeListCall;
  /** Nodes whose name or alias matches `:busca`, optionally of level `:level` (move dialog). */
  search?: NodeListCall;
  /** Creates (`name`, `parentId`) or renames (`_id`, `name`) a node; the answer holds it at `record`. */
  save?: RecordCallSpec;
  /** Moves `_id` under `parentId`; the answer holds the node at `record`. */
  move?: RecordCallSpec;
  /** Removes `_id`. */
  remove?: CallSpec;
  /** Replaces the aliases (`_id`, `aliases`); the answer holds the node at `record`. */
  alias?: RecordCallSpec;
}

/** Button keys of the browser's actions; a missing key hides the action. */
export interface HierarchyPermissions {
  create?: string;
  rename?: string;
  move?: string;
  delete?: string;
  alias?: string;
}

/** Select mode: classify one record (a question) in nodes of the hierarchy. */
export interface HierarchySelectSettings {
  /** Route parameter with the record's id; without it the screen offers `picker`. */
  idParam: string;
  /** Loads the record (`:<idParam>` from the route). */
  load: RecordCallSpec;
  /** Saves the chosen nodes: the body gets `{ [field]: [{ _id }, ...] }`. */
  save: RecordCallSpec;
  /** Field of the record that holds the chosen nodes (`[{ _id, name, path }]`). */
  field: string;
  /** Record field shown as its name in the heading (e.g. `code`). */
  labelField: string;
  /** Record field with the html shown under the heading (sanitized), e.g. the statement. */
  htmlField?: string;
  /** Button key that allows saving. */
  permission?: string;
  /** Toast after saving; `{name}` placeholders come from the record. */
  success?: string;
  /** Finds a record to classify when the route has none. */
  picker?: {
    /** List call of the records (paged). */
    source: SourceSpec;
    /** Filter field that receives the typed text. */
    searchField: string;
    /** Record field shown as the title of a result. */
    labelField: string;
    /** Record field shown under the title. */
    descriptionField?: string;
    /** Route of a result (`:field` segments filled from the record). */
    route: string;
  };
  /** Link back (e.g. to the question list). */
  backRoute?: string;
}

/** The hierarchy browser's settings. */
export interface HierarchySettings {
  /** `browse` (default): the route params are the open path; `select`: pick nodes for a record. */
  mode?: 'browse' | 'select';
  /** The levels, from the root down (the route params in browse mode). */
  levels: HierarchyLevel[];
  /** Base route that the open path is appended to (browse mode). */
  route?: string;
  calls: HierarchyCalls;
  permissions?: HierarchyPermissions;
  select?: HierarchySelectSettings;
}

/** A node as the browser uses it (normalised from the API's answer). */
export interface HierarchyNode {
  _id: number | string;
  name: string;
  /** URL segment of the node (unique among siblings). */
  slug: string;
  /** 1 for the first level. */
  level: number;
  parentId: number | string | null;
  aliases: string[];
  childCount: number;
  questionCount: number;
  /** Names from the first level down to the node. */
  pathNames: string[];
  /** Slugs from the first level down to the node (empty when the API does not send them). */
  pathSlugs: string[];
}

/** One column of the browser: the children of `parent` (null = the first level). */
export interface HierarchyColumnState {
  /** 0 for the first level. */
  index: number;
  parent: HierarchyNode | null;
  nodes: HierarchyNode[];
  isLoading: boolean;
  error: string | null;
}

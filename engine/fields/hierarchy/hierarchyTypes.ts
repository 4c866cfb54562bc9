/**
 * The hierarchy's nodes as the browsing kit uses them (normalised from the API's answers), the columns of the
 * Miller view and the nodes a record is classified in. The levels are the definition format's
 * `HierarchyLevel` (engine/core/generated).
 */

/** A node as the kit uses it (normalised from the API's answer). */
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

/** A node chosen for a record, as the record stores it. */
export interface SelectedNode {
  _id: HierarchyNode['_id'];
  name: string;
  /** Name of the node's level ("Tópico"). */
  levelName: string;
  /** Names from the first level down to the node. */
  path: string[];
}

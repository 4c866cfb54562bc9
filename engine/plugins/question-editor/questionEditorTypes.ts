/**
 * Settings of the question editor (screens/conteudo/question-cadastro.json), checked by
 * schemas/screen-custom.schema.json (`$defs/questionEditorSettings`).
 */
import type { CallSpec, RecordCallSpec } from '../../core/dataProvider';
import type { QuestionHierarchyPicker } from '../../core/generated';

/** How a question type's alternatives work: free multiple choice, the Certo/Errado pair, or none. */
export type AlternativeRule = 'choice' | 'trueFalse' | 'none';

/** The question editor's settings. */
export interface QuestionEditorSettings {
  /** Route parameter with the question's id; absent = a new question. */
  idParam: string;
  /** JSON Schema of the question (the entity schema, inlined); its editor-handled fields are left out of the form. */
  schema: Record<string, unknown>;
  /** rjsf uiSchema of the form part. */
  uiSchema?: Record<string, unknown>;
  /** Loads the question (edit mode); the answer holds it at `record`. */
  load: RecordCallSpec;
  /** Saves the question; the body is the question over the template, the answer holds it at `record`. */
  save: RecordCallSpec;
  /** Removes the question (edit mode). */
  remove?: CallSpec;
  /** Field names of the parts with their own editors. */
  fields: {
    /** The question type (its value picks the alternative rule). */
    type: string;
    alternatives: string;
    /** Receives the letter of the right alternative on save. */
    rightAlternative: string;
    hierarchies: string;
    /** Shown in texts as the question's name (e.g. `code`). */
    label: string;
  };
  /** Alternative rule of each type value; a type not listed has none. */
  alternativeRules: Record<string, AlternativeRule>;
  /** How many empty alternatives a new multiple-choice question starts with (default 5). */
  initialAlternatives?: number;
  /** Most alternatives a multiple-choice question may have (default 10). */
  maxAlternatives?: number;
  /** The hierarchy picker: its levels and its `children` call (definition format v2). */
  hierarchy?: QuestionHierarchyPicker;
  /** Route after saving (`:field` from the saved question); absent = stay on the saved question. */
  afterSave?: string;
  /** Route after removing, and of the cancel button. */
  listRoute: string;
  /** Toast after saving (`{field}` placeholders). */
  success?: string;
  /** Confirmation before removing (`{field}` placeholders). */
  removeConfirm?: string;
  /** Toast after removing. */
  removeSuccess?: string;
  /** Button keys for saving a new question, saving an edited one and removing. */
  permissions?: { new?: string; edit?: string; remove?: string };
}

/** One alternative as the editor keeps it: the record's fields plus a key for React lists. */
export interface AlternativeDraft {
  /** Stable React key (never sent). */
  key: string;
  letter: string;
  answer: string;
  right: boolean;
  answerMedia: string;
  comment: string;
  commentMedia: string;
}

/** Validation messages of the alternatives: one for the whole list and one per empty answer. */
export interface AlternativeErrors {
  list: string | null;
  /** Message per alternative key. */
  answers: Record<string, string>;
}

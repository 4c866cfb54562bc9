/**
 * CodeMirror's side of the schema help: the place of the cursor in the JSON syntax tree (which stays usable
 * while the text is invalid), completion of property names and values, and hover help with the schemas'
 * pt-BR descriptions.
 */
import { type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import type { SchemaHelp } from './schemaHelp';

const PRIMITIVES = new Set(['String', 'Number', 'True', 'False', 'Null']);

function jsonOf(state: EditorState, node: SyntaxNode): unknown {
  try {
    return JSON.parse(state.sliceDoc(node.from, node.to));
  } catch {
    return undefined;
  }
}

/** The primitive properties of an Object node (enough to tell `oneOf` branches apart). */
function objectConstants(state: EditorState, object: SyntaxNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let property = object.firstChild; property; property = property.nextSibling) {
    if (property.name !== 'Property') continue;
    const name = property.getChild('PropertyName');
    const value = name?.nextSibling;
    if (!name || !value || !PRIMITIVES.has(value.name)) continue;
    const key = jsonOf(state, name);
    if (typeof key === 'string') out[key] = jsonOf(state, value);
  }
  return out;
}

/** Where a node is: the path of keys and indexes from the root, and the objects along it. */
interface Place {
  path: Array<string | number>;
  objects: Array<Record<string, unknown> | undefined>;
}

function placeOf(state: EditorState, node: SyntaxNode): Place {
  const path: Array<string | number> = [];
  const containers: SyntaxNode[] = [];
  let current: SyntaxNode | null = node;
  while (current) {
    const parent: SyntaxNode | null = current.parent;
    if (parent?.name === 'Property' && current.name !== 'PropertyName') {
      const key = parent.getChild('PropertyName');
      const name = key ? jsonOf(state, key) : undefined;
      path.unshift(typeof name === 'string' ? name : '');
    } else if (parent?.name === 'Array' && !['[', ']', '⚠'].includes(current.name)) {
      let index = 0;
      for (let sibling = current.prevSibling; sibling; sibling = sibling.prevSibling) {
        if (!['[', ']', '⚠', ','].includes(sibling.name)) index++;
      }
      path.unshift(index);
    }
    if (current.name === 'Object' || current.name === 'Array') containers.unshift(current);
    current = parent;
  }
  // The containers from the root down: the objects along the path (the last may be the node itself).
  const objects = containers.map((container) => (container.name === 'Object' ? objectConstants(state, container) : undefined));
  return { path, objects };
}

/** Completion of property names (inside an object, at a key) and values (after a colon, in an array). */
export function schemaCompletion(help: SchemaHelp, documentOf: () => string) {
  return (context: CompletionContext): CompletionResult | null => {
    const tree = syntaxTree(context.state);
    const node = tree.resolveInner(context.pos, -1);
    const word = context.matchBefore(/"?[\w$.:-]*"?$/);
    const from = word ? word.from : context.pos;
    if (!context.explicit && (!word || word.from === word.to)) return null;
    const document = documentOf();
    // At a key: the node is a PropertyName, or the cursor sits in an object where a property begins.
    const inKey = node.name === 'PropertyName' || node.name === 'Object' || (node.name === '⚠' && node.parent?.name === 'Object');
    if (inKey) {
      const object = node.name === 'Object' ? node : node.parent?.name === 'Property' ? node.parent.parent : node.parent;
      if (!object) return null;
      const place = placeOf(context.state, object);
      const existing = Object.keys(objectConstants(context.state, object));
      const options = help
        .properties(document, place.path, [...place.objects])
        .filter((option) => !existing.includes(option.label))
        .map((option) => ({ label: option.value, displayLabel: option.label, type: 'property', info: option.description, apply: `${option.value}: ` }));
      return options.length ? { from, options, validFor: /^"?[\w$.:-]*"?$/ } : null;
    }
    const value = PRIMITIVES.has(node.name) ? node : null;
    const property = value?.parent ?? (node.name === 'Property' ? node : null);
    const target = value ?? (property?.name === 'Property' ? property.lastChild : null);
    if (!target) return null;
    const place = placeOf(context.state, target);
    const options = help.values(document, place.path, place.objects).map((option) => ({ label: option.value, type: 'constant', info: option.description }));
    return options.length ? { from: value ? value.from : from, options } : null;
  };
}

/** Hover help: the description of the property or value under the pointer. */
export function schemaHover(help: SchemaHelp, documentOf: () => string) {
  return hoverTooltip((view, pos, side): Tooltip | null => {
    const node = syntaxTree(view.state).resolveInner(pos, side);
    const target = node.name === 'PropertyName' ? node.nextSibling : PRIMITIVES.has(node.name) ? node : null;
    if (!target) return null;
    const place = placeOf(view.state, target);
    const text = help.describe(documentOf(), place.path, place.objects);
    if (!text) return null;
    return {
      pos: node.from,
      end: node.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'studio-hover';
        dom.textContent = text;
        return { dom };
      },
    };
  });
}

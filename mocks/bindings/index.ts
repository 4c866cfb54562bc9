/** The binding of each resource of screens/resources (what it has beyond the generic CRUD), by resource id. */
import type { Binding } from '../core/crud.ts';
import { QUESTION_BINDING } from '../rules/questions.ts';
import { CONTENT } from './content.ts';
import { CX } from './cx.ts';
import { MARKETING } from './marketing.ts';
import { PRODUCTS } from './products.ts';

export const BINDINGS: Record<string, Binding> = { ...MARKETING, ...PRODUCTS, ...CONTENT, ...CX, question: QUESTION_BINDING };

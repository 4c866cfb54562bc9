import { ApiError } from './ApiError';
import { userServerMessage } from './serverMessages';

/** One field the server refused, by its path in the record (`["exam", "year"]`). */
export interface FieldError {
  path: string[];
  message: string;
}

function pathOf(field: string): string[] {
  return field.split(/[./]/).filter(Boolean);
}

/**
 * The fields a refused save names (a 400 or 422 whose body carries `errors`), so the form can place each
 * message on its field: `{ "errors": { "exam.year": "..." } }` or `{ "errors": [{ "field": "...", "message": "..." }] }`
 * (mocks/CONTRATO.md, section 6). Empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  const out: FieldError[] = [];
  const add = (field: unknown, message: unknown) => {
    const text = Array.isArray(message) ? message.filter((item) => typeof item === 'string').join(' ') : message;
    if (typeof field === 'string' && field.trim() && typeof text === 'string' && text.trim()) {
      out.push({ path: pathOf(field), message: userServerMessage(text) ?? text });
    }
  };
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (item && typeof item === 'object') add((item as { field?: unknown; path?: unknown }).field ?? (item as { path?: unknown }).path, (item as { message?: unknown }).message);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, message] of Object.entries(errors)) add(field, message);
  }
  return out;
}

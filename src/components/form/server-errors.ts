// The per-field messages of a 400/422 Problem (`errors: [{ field, message }]`, see the
// contract's Problem and FieldError), with each field as a dotted path.
import { isAxiosError } from 'axios';
import { normalizeField } from './paths';

export interface ServerFieldError {
  path: string;
  message: string;
}

export function problemFieldErrors(error: unknown): ServerFieldError[] {
  if (!isAxiosError(error)) return [];
  const data: unknown = error.response?.data;
  const list = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ path: normalizeField(field), message }] : [];
  });
}

// Per-field messages of a 400/422 Problem body (`errors: [{ field, message }]`), keyed
// by the last path segment ("/text", "items.0.text" -> "text"), so a form can show
// each message under its field.
import { isAxiosError } from 'axios';

export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  const list = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return {};
  const out: Record<string, string> = {};
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.split(/[./]/).filter(Boolean).pop() ?? field;
    out[name] ??= message;
  }
  return out;
}

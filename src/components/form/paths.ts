// Fields are named by dotted paths into the form's values ("title", "options.2"), the same
// paths zod reports its issues at and a 422 Problem names its fields by.

export function pathOf(segments: readonly PropertyKey[]): string {
  return segments.map(String).join('.');
}

/** "/options/2", "options[2]", "options.2" -> "options.2" (JSON pointer or dotted, as the contract allows). */
export function normalizeField(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split(/[./]/)
    .filter(Boolean)
    .join('.');
}

export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `values` with `value` at `path` (arrays stay arrays). */
export function withValueAt<V>(values: V, path: string, value: unknown): V {
  const [key = '', ...rest] = path.split('.');
  const node = values as unknown;
  const inner =
    rest.length === 0 ? value : withValueAt((node as Record<string, unknown>)?.[key], rest.join('.'), value);
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(key)] = inner;
    return copy as V;
  }
  return { ...(node as object), [key]: inner } as V;
}

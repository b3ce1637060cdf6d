// The parts of an OpenAPI 3.1 document the reference shows, and helpers to walk them.
export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  description?: string;
  format?: string;
  example?: unknown;
};
export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
export interface Media {
  schema?: Schema;
}
export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, Media>;
}
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, Response>;
  'x-required-right'?: string;
}
export interface Contract {
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components?: Record<string, Record<string, unknown>>;
}
export interface Entry {
  method: string;
  path: string;
  op: Operation;
  parameters: Parameter[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Follows a local $ref (`#/components/...`). */
export function resolve<T extends { $ref?: string }>(doc: Contract, node: T | undefined): T | undefined {
  let current: unknown = node;
  for (let i = 0; i < 20 && current && typeof (current as { $ref?: unknown }).$ref === 'string'; i++) {
    const parts = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], doc);
  }
  return current as T | undefined;
}

export const refName = (ref: string) => ref.split('/').pop() ?? ref;

export function entries(doc: Contract): Entry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as Operation;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => resolve(doc, p))
        .filter((p): p is Parameter => p !== undefined);
      return { method, path, op, parameters };
    }),
  );
}

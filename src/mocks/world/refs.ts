// References between the world's entities: a `<x>Id` field (`callId`, `departmentId`) names an
// entity of the collection `/api/<area>/.../<x>s` of the same area, so it takes an id that
// collection holds (1..n when seeded). The pick is hashed from the entity, never drawn from
// faker, so the world stays the same for every request order. Other areas are not looked at:
// in the browser only the areas in use are loaded, and the world must not depend on that.
import { hashSeed } from '../store';
import { isObject, type Json } from './shapes';
import type { ResourceRoutes } from './routes';

/**
 * Collections a hand-written module keeps (seeded 1..n by the store), by the `<x>id` field that
 * names them: the world's own entities that point at one (an arrest's caseId) take an id it
 * holds. A module registers when it loads, before the world of its area is seeded.
 */
const heldByHand = new Map<string, () => number>();

export function refersToHandWritten(field: string, size: () => number): void {
  heldByHand.set(field.toLowerCase(), size);
}

export const handWrittenSizeOf = (field: string): number | undefined => heldByHand.get(field)?.();

/** `calls` → `call`, `replies` → `reply`, `addresses` → `address` (as mock:audit reads nouns). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(word)) return word.replace(/es$/, '');
  if (/s$/.test(word) && !/(ss|us|is)$/.test(word)) return word.replace(/s$/, '');
  return word;
}

/** The `<x>Id` names that point at a top-level collection: its id parameter and its noun + Id. */
export function refNamesOf(routes: ResourceRoutes): string[] {
  if (routes.parentItem || routes.own || !routes.list) return [];
  const last = routes.base.split('/').at(-1) ?? '';
  const names = routes.idParam && routes.idParam !== 'id' ? [routes.idParam] : [];
  if (/^[a-z]\w*$/.test(last)) names.push(`${singular(last)}Id`);
  return names.map((name) => name.toLowerCase());
}

/**
 * Sets every `<x>Id` of the entities (nested objects too) that `sizeOf` resolves to an id of
 * that collection: `'self'` for the entities' own collection (the entity's id: `idOf` its
 * position, by default as the store numbers a seeded collection, 1..n), else a hashed pick. Ids
 * already in range are kept (a parent id set by the path).
 */
export function resolveRefs(
  entities: Json[],
  sizeOf: (field: string) => number | 'self' | undefined,
  salt: string,
  idOf: (index: number) => number = (index) => index + 1,
): Json[] {
  const walk = (node: unknown, ownId: number, where: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, ownId, `${where}[${i}]`));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (/^[a-z]\w*Id$/.test(key) && typeof value === 'number') {
        const size = sizeOf(key.toLowerCase());
        if (size === 'self') node[key] = ownId;
        else if (size && (value < 1 || value > size || !Number.isInteger(value))) {
          node[key] = 1 + (hashSeed(`${salt} ${where}.${key} ${value}`) % size);
        }
      } else if (value !== null && typeof value === 'object') walk(value, ownId, `${where}.${key}`);
    }
  };
  entities.forEach((entity, i) => walk(entity, idOf(i), `${i}`));
  return entities;
}

// Building an entity from generated mocks: overlays that keep each field's type, the fields a
// view shows, and the references to the signed-in character in his own things.
import { me } from '../stateful/kit';
import { isObject, type Json } from './shapes';

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * `base` with the fields of `over` where both agree on the type (a list's `owner` string never
 * replaces a detail's `owner` object). `knownOnly`: fields `base` lacks are left out (a request
 * body's `bankId` is no field of the account).
 */
export function overlay(base: Json, over: Json, knownOnly = false): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    if (!(key in base)) {
      if (!knownOnly) out[key] = value;
    } else if (kindOf(base[key]) === kindOf(value) || base[key] === null || value === null) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * A request body applied to an entity: its fields the entity has (types kept), and a reference
 * by id (`bankId: 3`) into the entity's reference object (`bank: { id: 3, ... }`).
 */
export function applyBody(entity: Json, data: Json): Json {
  const out = overlay(entity, data, true);
  for (const [key, value] of Object.entries(data)) {
    const ref = /^(\w+)Id$/.exec(key)?.[1];
    if (!ref || key in entity || !isObject(entity[ref])) continue;
    if (typeof value === 'number' || typeof value === 'string') out[ref] = { ...(entity[ref] as Json), id: value };
  }
  return out;
}

/**
 * Whether a generated detail can carry a list item's fields: not when both are variants of a
 * union that differ (another `kind`, and the item has fields the detail lacks), which would mix
 * two variants in one entity.
 */
export const fits = (detail: Json, item: Json): boolean =>
  !(typeof item.kind === 'string' && item.kind !== detail.kind && Object.keys(item).some((key) => !(key in detail)));

/** The fields `keys` of an entity (what a list item or an answer schema shows). */
export const pick = (entity: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.filter((key) => key in entity).map((key) => [key, entity[key]]));

/** Fields that say whose a thing is (`owner`, `ownerId`, `ownerName`, `ownerKind`, ...). */
const ROLES = ['owner', 'holder', 'seller', 'bidder', 'author', 'creator', 'createdBy', 'applicant', 'tenant'];

/**
 * Makes the signed-in character the owner (holder, seller, author, ...) of `entity` where its
 * schema has such a field. `kinds`: the values the `<role>Kind` fields took in the generated
 * items; a kind is set to the player's only when the schema has one (player or character).
 */
export function claim(entity: Json, kinds: ReadonlyMap<string, ReadonlySet<unknown>> = new Map()): Json {
  const { id, name } = me();
  for (const role of ROLES) {
    const ref = entity[role];
    if (isObject(ref) && 'id' in ref) entity[role] = { ...ref, id, ...('name' in ref ? { name } : {}) };
    if (typeof entity[`${role}Id`] === 'number') entity[`${role}Id`] = id;
    if (typeof entity[`${role}Name`] === 'string') entity[`${role}Name`] = name;
    const kindKey = `${role}Kind`;
    const playerKind = ['player', 'character'].find((k) => kinds.get(kindKey)?.has(k));
    if (typeof entity[kindKey] === 'string' && playerKind) {
      entity[kindKey] = playerKind;
      if (typeof entity[`${role}Label`] === 'string') entity[`${role}Label`] = name;
    }
  }
  if (typeof entity.mine === 'boolean') entity.mine = true;
  // His own organisation or property: he owns it and may do everything in it.
  if (typeof entity.myRole === 'string') entity.myRole = 'owner';
  const rights = entity.myRights;
  if (isObject(rights)) {
    entity.myRights = Object.fromEntries(
      Object.entries(rights).map(([k, v]) => [k, typeof v === 'boolean' ? true : v]),
    );
  }
  return entity;
}

/**
 * A nested item points at its parent: a field named like the parent's path parameter
 * (`bankaccountId`), or ending like it (`accountId` for `{bankaccountId}`), takes its id.
 */
export function linkToParents(entity: Json, parents: ReadonlyArray<[string, number | string]>): Json {
  for (const [param, value] of parents) {
    if (param === 'id') continue;
    for (const key of Object.keys(entity)) {
      if (key === 'id' || !/Id$/.test(key)) continue;
      if (!param.toLowerCase().endsWith(key.toLowerCase())) continue;
      if (typeof entity[key] === typeof value) entity[key] = value;
    }
  }
  return entity;
}

/** Newest first, for entities that have a createdAt. */
export const newestFirst = (a: Json, b: Json) =>
  typeof a.createdAt === 'string' && typeof b.createdAt === 'string' ? b.createdAt.localeCompare(a.createdAt) : 0;

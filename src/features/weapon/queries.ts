// The weapon registry's queries (route loader and page share them).
import { queryOptions } from '@tanstack/react-query';
import {
  getFindWeaponAdminByItemQueryOptions,
  getFindWeaponAdminBySerialQueryOptions,
  getSearchWeaponAdminQueryOptions,
} from '../../api/generated/endpoints/weapon/weapon';
import { skipOf } from '../../components/views/search-values';
import type { WeaponsSearch } from './search-params';

export const PAGE_SIZE = 20;
export const SERIAL = /^[A-Z]{2}-[0-9]{6}$/;
export const serialOf = (text: string) => text.trim().toUpperCase();
export const itemIdOf = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The keyword search the URL names (none without a text). */
export function weaponListOptions({ q = '', state, page }: WeaponsSearch) {
  const skip = skipOf(page, PAGE_SIZE);
  return queryOptions({
    ...getSearchWeaponAdminQueryOptions(q.trim(), {
      limit: PAGE_SIZE,
      ...(skip ? { skip } : {}),
      ...(state ? { state } : {}),
    }),
    enabled: q.trim().length > 0,
  });
}

/** The one weapon a serial or an item names (none when the text has the wrong form). */
export function weaponLookupOptions({ by, q = '' }: WeaponsSearch) {
  if (by === 'serial') {
    const serial = serialOf(q);
    return { ...getFindWeaponAdminBySerialQueryOptions(serial), enabled: SERIAL.test(serial) };
  }
  const item = itemIdOf(q) ?? 0;
  return { ...getFindWeaponAdminByItemQueryOptions(item), enabled: item > 0 };
}

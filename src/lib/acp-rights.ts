// The stored ACP rights of the signed-in user (spec §3, key `acpRights`). The shell
// writes them after login; features and route guards read them through
// src/api/permissions.ts. They steer only what the UI shows; the server decides.
import { defineKey, is } from './storage';

export interface StoredAcpRights {
  roles: string[];
  rights: string[];
}

export function parseAcpRights(raw: unknown): StoredAcpRights | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const { roles, rights } = raw as Record<string, unknown>;
  const list = is.stringArray(500);
  const r1 = list(roles);
  const r2 = list(rights);
  return r1 && r2 ? { roles: r1, rights: r2 } : undefined;
}

export const acpRightsKey = defineKey<StoredAcpRights | null>('acpRights', null, parseAcpRights);

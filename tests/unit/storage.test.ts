import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineKey, is, MAX_STORED_CHARS, readStored, removeStored, writeStored } from '../../src/lib/storage';

const mode = defineKey('selectedDrawer', 'permanent', is.oneOf(['permanent', 'temporary'] as const));
const flag = defineKey('MuteState', false, is.boolean);

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('gives the default when nothing is stored', () => {
    expect(readStored(mode)).toBe('permanent');
  });

  it('round-trips a valid value', () => {
    expect(writeStored(mode, 'temporary')).toBe(true);
    expect(readStored(mode)).toBe('temporary');
    removeStored(mode);
    expect(readStored(mode)).toBe('permanent');
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['wrong type', '42'],
    ['unknown value', '"floating"'],
    ['null', 'null'],
    ['oversized', JSON.stringify('x'.repeat(MAX_STORED_CHARS + 10))],
  ])('gives the default for %s', (_label, raw) => {
    localStorage.setItem('selectedDrawer', raw);
    expect(readStored(mode)).toBe('permanent');
  });

  it('never lets a __proto__ payload reach Object.prototype', () => {
    const list = defineKey('acpRights', [] as string[], is.stringArray());
    localStorage.setItem('acpRights', '{"__proto__":{"polluted":true}}');
    expect(readStored(list)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives a storage that throws on read and on write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(readStored(flag)).toBe(false);
    expect(writeStored(flag, true)).toBe(false);
  });
});

describe('storage key names', () => {
  /** Every `defineKey('name', …)` in src: a name defined twice reads differently depending on who asks first. */
  function definedNames(dir: string): Array<{ name: string; file: string }> {
    return readdirSync(dir).flatMap((entry) => {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) return entry === 'generated' ? [] : definedNames(file);
      if (!/\.tsx?$/.test(entry)) return [];
      return [...readFileSync(file, 'utf8').matchAll(/defineKey(?:<[^>]*>)?\(\s*(['`])([^'`]+)\1/g)].map((m) => ({
        name: m[2] ?? '',
        file: path.relative(process.cwd(), file),
      }));
    });
  }

  it('are unique across the app (each key is defined once)', () => {
    const defined = definedNames(path.resolve(process.cwd(), 'src'));
    expect(defined.length).toBeGreaterThan(8);
    const twice = defined.filter((d, i) => defined.findIndex((e) => e.name === d.name) !== i);
    expect(twice, 'defined more than once').toEqual([]);
  });

  it('a name defined again differently throws at once (dev and tests); the same definition again (HMR) does not', () => {
    defineKey('duplicateProbe', 1, is.number(0, 10));
    expect(defineKey('duplicateProbe', 1, is.number(0, 10)).fallback).toBe(1);
    expect(() => defineKey('duplicateProbe', 2, is.number(0, 10))).toThrow(/defined twice/);
    expect(() => defineKey<unknown>('duplicateProbe', 1, is.boolean)).toThrow(/defined twice/);
  });
});

import { describe, expect, it } from 'vitest';
import { greetingName } from '../../src/lib/greeting-name';

describe('greetingName', () => {
  it('takes the part before the first underscore', () => {
    expect(greetingName('Max_Mustermann')).toBe('Max');
    expect(greetingName('Anna_Maria_Schmidt')).toBe('Anna');
  });
  it('keeps a name without underscore whole', () => {
    expect(greetingName('Admin')).toBe('Admin');
  });
});

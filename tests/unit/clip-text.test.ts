import { describe, expect, it } from 'vitest';
import { clipText, kerningFor, ROW_TEXT_MAX } from '../../src/lib/clip-text';

describe('clipText', () => {
  it('keeps a short text as it is', () => {
    expect(clipText('Verkehrsunfall')).toBe('Verkehrsunfall');
    expect(clipText('x'.repeat(ROW_TEXT_MAX))).toBe('x'.repeat(ROW_TEXT_MAX));
  });

  it('cuts a long word after the limit with an ellipsis', () => {
    expect(clipText('A'.repeat(100_000))).toBe(`${'A'.repeat(ROW_TEXT_MAX)}…`);
    expect(clipText('abcdef', 3)).toBe('abc…');
  });

  it('never leaves half an emoji', () => {
    // Each 😀 is two UTF-16 units: a cut after 3 units would split the second one.
    expect(clipText('😀😀😀', 3)).toBe('😀…');
  });
});

describe('kerningFor', () => {
  it('turns kerning off only where a text holds a very long word', () => {
    expect(kerningFor('Verkehrsunfall auf der A1', undefined, null)).toBeUndefined();
    expect(kerningFor('abc '.repeat(5_000))).toBeUndefined();
    expect(kerningFor('Einsatz', 'A'.repeat(100_000))).toBe('none');
  });
});

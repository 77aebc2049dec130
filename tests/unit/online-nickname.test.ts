// The nickname's check (src/online/nickname.ts): what the dialog keeps and what it refuses.
import { describe, expect, it } from 'vitest';
import { checkName } from '../../src/online/nickname';

describe('nickname check', () => {
  it("keeps a name of 2 to 16 letters, digits, spaces and - _ . ' in any script, spaces tidied", () => {
    expect(checkName('  Bamboo   Bob ')).toEqual({ name: 'Bamboo Bob' });
    expect(checkName('熊猫')).toEqual({ name: '熊猫' });
    expect(checkName("O'Neil_2.0-b")).toEqual({ name: "O'Neil_2.0-b" });
    expect(checkName('x'.repeat(16))).toEqual({ name: 'x'.repeat(16) });
  });

  it('says what is wrong with the others', () => {
    expect(checkName(' x ')).toEqual({ error: 'online:name.tooShort' });
    expect(checkName('')).toEqual({ error: 'online:name.tooShort' });
    expect(checkName('x'.repeat(17))).toEqual({ error: 'online:name.tooLong' });
    expect(checkName('<script>')).toEqual({ error: 'online:name.badChars' });
    expect(checkName('a\u0000b')).toEqual({ error: 'online:name.badChars' });
    expect(checkName('🐼🐼')).toEqual({ error: 'online:name.badChars' });
  });
});

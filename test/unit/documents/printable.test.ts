import { describe, expect, it } from 'vitest';
import { ELLIPSIS, PRINTED_FIELD_LIMITS, printable, truncate } from '../../../src/domain/documents/printable.js';

describe('printable', () => {
  it('removes control and format characters: NUL, ESC, bell, bidi overrides, zero-width marks, lone surrogates', () => {
    const raw = 'Han\u0000bit\u001b[31m \u0007Cos\u202Emetics\u200B Co.\uD800, Ltd.\u2066';
    expect(printable(raw, 'partyName')).toBe('Hanbit[31m Cosmetics Co., Ltd.');
  });

  it('turns tabs and line breaks into single spaces on one-line fields, keeps lines where the field has them', () => {
    expect(printable('  Sheet\tmask\r\n\n  30 ml  ', 'description')).toBe('Sheet mask 30 ml');
    expect(printable('8F, 123 Teheran-ro\r\n\r\n\r\nSeoul\u2028 06133\f', 'address')).toBe('8F, 123 Teheran-ro\nSeoul\n06133');
  });

  it('keeps at most 12 lines of a multi-line field', () => {
    const lines = printable(Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n'), 'address').split('\n');
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe(`line 11 ${ELLIPSIS}`);
  });

  it('normalises to NFC so decomposed Hangul prints as syllables', () => {
    expect(printable('\u1112\u1161\u11AB\u1107\u1175\u11BE', 'partyName')).toBe('한빛');
  });

  it('cuts a 5,000-character name at the field limit with an ellipsis', () => {
    const name = printable('가'.repeat(5000), 'partyName');
    expect([...name]).toHaveLength(PRINTED_FIELD_LIMITS.partyName);
    expect(name.endsWith(ELLIPSIS)).toBe(true);
  });

  it('never cuts inside a surrogate pair', () => {
    expect(truncate('ab😀😀😀', 4)).toBe(`ab😀${ELLIPSIS}`);
    expect(truncate('short', 10)).toBe('short');
  });

  it('gives an empty string for nothing printable', () => {
    expect(printable(undefined, 'taxId')).toBe('');
    expect(printable('\u0000\u200B \t', 'partyName')).toBe('');
  });

  it('treats plain ASCII text like any other: kept when clean, cleaned when a space, DEL or limit is off', () => {
    expect(printable('Hydrating sheet mask, 25 ml (box of 10)', 'description')).toBe('Hydrating sheet mask, 25 ml (box of 10)');
    expect(printable('Sheet  mask', 'description')).toBe('Sheet mask');
    expect(printable(' Sheet mask ', 'description')).toBe('Sheet mask');
    expect(printable('Sheet\u007fmask', 'description')).toBe('Sheetmask');
    const long = 'x'.repeat(PRINTED_FIELD_LIMITS.unit + 5);
    expect(printable(long, 'unit')).toBe(`${'x'.repeat(PRINTED_FIELD_LIMITS.unit - 1)}${ELLIPSIS}`);
    expect(printable('x'.repeat(PRINTED_FIELD_LIMITS.unit), 'unit')).toBe('x'.repeat(PRINTED_FIELD_LIMITS.unit));
  });
});

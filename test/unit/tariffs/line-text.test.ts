import { describe, expect, it } from 'vitest';
import { lineText } from '../../../src/domain/tariffs/line-text.js';
import { vnPath, vnTariffFile } from '../../../src/domain/tariffs/vietnam/tariff-file.js';

// Made-up texts: what a line's description keeps when its path is longer than an answer gives.

const words = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');

describe("a national line's text (line-text.ts, shared by the US, Japan and Viet Nam)", () => {
  it('joins the path whole when it fits, skipping empty texts', () => {
    expect(lineText(['Chapter', '', undefined, 'Heading', 'Line'])).toBe('Chapter > Heading > Line');
  });

  it("keeps the line's own text whole and the ancestors nearest it, shortening the one that does not fit and marking what is left out", () => {
    const top = words('top', 60);
    const middle = words('middle', 30);
    const parent = words('parent', 20);
    const own = `Own text: ${words('own', 50)}`;
    const text = lineText([top, middle, parent, own], 400);
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text.endsWith(` > ${parent} > ${own}`)).toBe(true);
    // The middle text is shortened to what is left of the 400 characters; the top one is dropped.
    expect(text).toMatch(/^… > middle( middle)+… > parent/);
    expect(text).not.toContain('top');
  });

  it("keeps a line's own text whole even where it alone is longer than the limit", () => {
    const own = words('long', 120);
    expect(lineText(['Heading', own], 400)).toBe(`… > ${own}`);
  });

  it("drops an ancestor rather than keep a few characters of it", () => {
    const own = words('own', 90);
    expect(lineText([words('top', 30), 'Parent of the line', own], 400)).toBe(`… > Parent of the line > ${own}`);
  });

  it("a Viet Nam line whose path is past 400 characters ends with its own text (02109210)", () => {
    const file = vnTariffFile();
    const line = file.lines.get('02109210')!;
    const own = file.en[line.node]!;
    const text = vnPath(file.en, line.node);
    expect(own.length).toBeGreaterThan(50);
    expect(text.endsWith(` > ${own}`)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(400);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { organicCompoundHeading } from '../../../src/domain/classify/chemistry.js';
import { classifyProduct } from '../../../src/domain/classify/classify.js';
import { materialHeadings } from '../../../src/domain/classify/materials.js';
import { classifierIndex } from '../../../src/domain/classify/search-index.js';

const heading = (description: string) => organicCompoundHeading(description)?.heading ?? null;
const codes = (description: string, limit = 5) => classifyProduct({ description, limit }).candidates.map((c) => c.hs_code);

beforeAll(() => {
  classifierIndex();
});

describe('organicCompoundHeading: the functional group of a systematic name (HS chapter 29)', () => {
  it('takes the group whose heading comes last in numerical order (chapter 29, Note 3)', () => {
    expect(heading('N,N-dimethylformamide (CAS 68-12-2)')).toBe('2924');
    expect(heading('benzonitrile (CAS 100-47-0)')).toBe('2926');
    expect(heading('4-methoxybenzaldehyde')).toBe('2912');
    expect(heading('2-mercaptobenzothiazole')).toBe('2934');
    expect(heading('2-ethylhexyl acrylate (CAS 103-11-7)')).toBe('2916');
  });

  it('reads an amine with an oxygen function as an oxygen-function amino-compound, and a halogenated phenol as 2908', () => {
    expect(heading('4-aminophenol (CAS 123-30-8)')).toBe('2922');
    expect(heading("4,4'-oxydianiline")).toBe('2922');
    expect(heading('2,4-dichlorophenol')).toBe('2908');
  });

  it('finds groups inside the words of the name, and gives their words to the ranking', () => {
    const hit = organicCompoundHeading('2-tert-butyl-4-methoxyphenol');
    expect(hit?.heading).toBe('2909');
    expect(hit?.fragments).toEqual(expect.arrayContaining(['methoxy', 'phenol']));
  });

  it('leaves alone what is not one compound named systematically', () => {
    expect(heading('a ceramic coffee mug with a bamboo lid')).toBeNull();
    expect(heading('acetic acid')).toBeNull(); // a common name: word search finds it
    expect(heading('polyethylene terephthalate (PET) film')).toBeNull();
    expect(heading('epoxy resin (CAS 25068-38-6)')).toBeNull();
    expect(heading('a mixture of 2-propanol and water')).toBeNull();
    // Hydrazine itself is inorganic (2825); only its organic derivatives are 2928.
    expect(heading('hydrazine hydrate (CAS 7803-57-8)')).toBeNull();
    expect(heading('phenylhydrazine (CAS 100-63-0)')).toBe('2928');
  });
});

describe('classifyProduct with chemical names and materials', () => {
  it('ranks the subheadings of the functional group heading first', () => {
    expect(codes('benzonitrile (CAS 100-47-0)')[0]!.slice(0, 4)).toBe('2926');
    expect(codes('2,4-dichlorophenol (CAS 120-83-2)')[0]!.slice(0, 4)).toBe('2908');
    expect(codes('4-aminophenol (CAS 123-30-8)')[0]).toMatch(/^2922/);
  });

  it('points a material at its "other articles" heading, outside what the text excludes', () => {
    expect(materialHeadings('a polypropylene storage box').map((m) => m.heading)).toEqual(['3926']);
    expect(materialHeadings('a stainless steel and glass jar').map((m) => m.heading)).toEqual(['7326', '7020']);
    expect(materialHeadings('알루미늄 합금으로 만든 판').map((m) => m.heading)).toEqual(['7616']);
    expect(materialHeadings('a cotton tote bag')).toEqual([]);
    // The pointer is weak: a heading that names the goods still comes first.
    expect(codes('a stainless steel kitchen sink')[0]).toBe('732410');
  });
});

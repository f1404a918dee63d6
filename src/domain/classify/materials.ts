// Articles that no heading names by what they are fall, by the nomenclature's own structure, in the
// "other articles" heading of the material they are made of (3926 of plastics, 7326 of iron or steel...).
// A material named in a description points at that residual heading, weakly: a heading that names
// the goods still wins on its words.

interface MaterialArticles {
  heading: string;
  pattern: RegExp;
}

const MATERIALS: readonly MaterialArticles[] = [
  { heading: '3926', pattern: /\b(?:plastics?|polyethylene|polypropylene|pvc|polyvinyl|polystyrene|polyurethane|polycarbonate|abs|silicone|vinyl|polyester resin|resin)\b|플라스틱|합성수지/ },
  { heading: '4016', pattern: /\b(?:rubber|silicone rubber|neoprene|epdm|latex)\b|고무/ },
  { heading: '4421', pattern: /\b(?:wood|wooden|bamboo|timber|plywood)\b|목재|나무/ },
  { heading: '7326', pattern: /\b(?:steel|iron|stainless)\b|강철|철강|스테인리스/ },
  { heading: '7616', pattern: /\b(?:aluminum|aluminium)\b|알루미늄/ },
  { heading: '7419', pattern: /\b(?:copper|brass|bronze)\b|구리|황동|청동/ },
  { heading: '7508', pattern: /\bnickel\b|니켈/ },
  { heading: '7907', pattern: /\bzinc\b|아연/ },
  { heading: '8007', pattern: /\btin\b/ },
  { heading: '7020', pattern: /\bglass\b|유리(?!섬유)/ },
  { heading: '6914', pattern: /\b(?:ceramic|porcelain|stoneware|earthenware)\b|도자기|세라믹/ },
  { heading: '4205', pattern: /\bleather\b|가죽/ },
];

export const MATERIAL_HEADINGS: readonly string[] = MATERIALS.map((m) => m.heading);

/** The residual headings of the materials a description names, with the word that named each. */
export function materialHeadings(text: string): { heading: string; word: string }[] {
  const out: { heading: string; word: string }[] = [];
  for (const m of MATERIALS) {
    const match = m.pattern.exec(text);
    if (match) out.push({ heading: m.heading, word: match[0] });
  }
  return out;
}

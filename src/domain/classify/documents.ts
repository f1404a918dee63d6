import { allHsEntries, hsSection } from '../reference/hs.js';
import { hskHeadingName, hskLinesOf, hskSubheadingName } from '../reference/hsk.js';
import { euCetLines } from '../tariffs/eu-uk/tariff-file.js';
import { usGoodsLines } from '../tariffs/us/hts-file.js';
import { leadingNouns } from './query.js';
import { termStrings } from './text.js';

// One search document per node of the HS 2022 tree (section, chapter, heading, subheading), holding
// every description the data has of it (the synonym table's trade names are pointers, applied by
// the ranking: trade-names.ts). The ranking adds a subheading's parents' scores to its own
// (see engine.ts): that is how a hit on a heading supports its subheadings and how an "other"
// subheading inherits its parents' words. The national lines (US HTS, UK/EU CN, Korean HSK) add
// their richer wording to the subheading they subdivide.

export type NodeLevel = 'section' | 'chapter' | 'heading' | 'subheading';

export interface NodeDocument {
  /** Position in the document list (the search library's id). */
  id: number;
  level: NodeLevel;
  /** Section numeral (I-XXI) or HS 2022 code of 2, 4 or 6 digits. */
  code: string;
  /** The section the node is in (itself for a section). */
  section: string;
  /** Codes of the node and its parents, itself first, up to its section ("330499", "3304", "33", "VI"). */
  path: string[];
  /** The same nodes' document ids. */
  pathIds: number[];
  /** HS 2022 description (English, UN Comtrade wording) or the section's title. */
  text: string;
  /**
   * Subheadings: the distinct parts of the US HTS and UK/EU CN descriptions and of the HSK lines'
   * English names. Headings: their full legal text (the first level of the US HTS paths).
   */
  national: string;
  /** Headings and subheadings: Korean names (HSK), with the national lines' names for a subheading. */
  korean: string;
  /** The nouns `text` names its goods with (query.ts, leadingNouns), and the syllable pairs of its Korean name. */
  heads: string[];
}

export const DOCUMENT_FIELDS = ['text', 'national', 'korean'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/**
 * Distinct parts of texts. A US HTS description is the path of its line ("Live horses, asses,
 * mules and hinnies: > Horses: > Other"): each level is counted once per subheading, not once per line.
 */
function distinctParts(texts: string[]): string {
  const parts = texts.flatMap((t) => t.split(' > ')).map((t) => t.trim().replace(/:$/, ''));
  return [...new Set(parts.filter((t) => t !== ''))].join(' > ');
}

function nationalTextsByHs6(): Map<string, string[]> {
  const byHs6 = new Map<string, string[]>();
  // The EU CET and the UK Global Tariff share one file and one wording: one of them is enough.
  for (const lines of [usGoodsLines(), euCetLines()]) {
    for (const line of lines.all()) {
      const list = byHs6.get(line.hs6);
      if (list) list.push(line.description);
      else byHs6.set(line.hs6, [line.description]);
    }
  }
  return byHs6;
}


/** Builds the documents: sections, then every HS 2022 code in code order. */
export function buildDocuments(): NodeDocument[] {
  const national = nationalTextsByHs6();
  const documents: NodeDocument[] = [];
  // The heading's full legal text: the first level of the US HTS path of its lines.
  const usHeadingTexts = new Map<string, Set<string>>();
  for (const line of usGoodsLines().all()) {
    const first = line.description.split(' > ')[0]!;
    const set = usHeadingTexts.get(line.code.slice(0, 4)) ?? new Set<string>();
    set.add(first);
    usHeadingTexts.set(line.code.slice(0, 4), set);
  }
  const add = (level: NodeLevel, code: string, section: string, text: string, fields: Partial<Pick<NodeDocument, 'national' | 'korean'>> = {}) =>
    documents.push({
      id: documents.length,
      level,
      code,
      section,
      path: level === 'section' ? [code] : [...[6, 4, 2].filter((n) => n <= code.length).map((n) => code.slice(0, n)), section],
      pathIds: [],
      text,
      national: fields.national ?? '',
      korean: fields.korean ?? '',
      heads: level === 'section' ? [] : leadingNouns(text),
    });
  const entries = [...allHsEntries()].sort((a, b) => (a.code < b.code ? -1 : 1));
  for (const section of new Set(entries.map((e) => e.section))) add('section', section, section, hsSection(section)?.name ?? '');
  for (const entry of entries) {
    if (entry.level === 2) add('chapter', entry.code, entry.section, entry.description);
    else if (entry.level === 4) {
      add('heading', entry.code, entry.section, entry.description, {
        korean: hskHeadingName(entry.code) ?? '',
        national: distinctParts([...(usHeadingTexts.get(entry.code) ?? [])]),
      });
    }
    else {
      const koreanLines = hskLinesOf(entry.code).map((l) => [...l.pathKo.slice(1), l.nameKo].join(' > '));
      add('subheading', entry.code, entry.section, entry.description, {
        national: distinctParts([...(national.get(entry.code) ?? []), ...hskLinesOf(entry.code).map((l) => l.nameEn)]),
        korean: distinctParts([hskSubheadingName(entry.code) ?? '', ...koreanLines]),
      });
    }
  }
  // The Korean names name the goods too: their syllable pairs meet a Korean description's head noun's.
  for (const d of documents) {
    const name = d.level === 'heading' ? hskHeadingName(d.code) : d.level === 'subheading' ? hskSubheadingName(d.code) : undefined;
    if (name) d.heads.push(...new Set(termStrings(name)));
  }
  const idOf = new Map(documents.map((d) => [d.code, d.id]));
  for (const d of documents) d.pathIds = d.path.map((code) => idOf.get(code)!);
  return documents;
}

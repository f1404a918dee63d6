// The document font: Noto Sans KR (SIL Open Font License 1.1) from the @expo-google-fonts package,
// which ships Google Fonts' complete TrueType files (all 11,172 Hangul syllables, Latin, Cyrillic,
// Vietnamese, common Hanja). Fontsource's package splits Korean into ~120 unicode-range slices for
// browsers, which PDFKit cannot use as one font. PDFKit embeds only the glyphs a document uses
// (a subset), so a PDF carries a few tens of kilobytes of font, not the 6 MB file.
import transliterate from '@sindresorhus/transliterate';
import * as fontkit from 'fontkit';
import { createRequire } from 'node:module';

// Not named `require`: the bundle's banner already defines one.
const packageRequire = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

type LoadedFonts = Record<FontWeight, fontkit.Font>;
let loaded: LoadedFonts | undefined;

/**
 * The parsed fonts, read once per thread: PDFKit reuses a parsed font's glyph cache across
 * documents, which makes a render about three times faster than handing it the file each time.
 */
export function documentFonts(): LoadedFonts {
  loaded ??= { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  return loaded;
}

function open(specifier: string): fontkit.Font {
  const font = fontkit.openSync(packageRequire.resolve(specifier));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${specifier} is a font collection, expected one font`);
  return withSharedLayout(font);
}

/**
 * OpenType features applied: kerning only. The font's default substitutions (contextual
 * alternates, ligatures, composition of decomposed jamo) cost about 6x the shaping time and change
 * nothing in NFC-normalised Korean and Latin text; without ligatures, extracted text stays letter
 * for letter what was printed.
 */
const FEATURES = { kern: true, liga: false, clig: false, dlig: false, calt: false, ccmp: false, locl: false, rlig: false, rclt: false, mark: false, mkmk: false, curs: false };
const LAYOUT_CACHE_LIMIT = 50_000;

interface ShapedRun {
  glyphs: fontkit.Glyph[];
  positions: fontkit.GlyphPosition[];
  advanceWidth: number;
}

/**
 * Every document embeds a subset of the font, and fontkit's subsetter re-parses each glyph's
 * outline for it (`_decode`, about a quarter of a Korean render). The parse of one glyph never
 * changes, so each glyph parses once per thread. `_decode` is fontkit's internal method (2.0.4,
 * pinned); a test renders twice and compares the bytes.
 */
const remembered = new WeakSet<object>();
function rememberOutline(glyph: fontkit.Glyph): void {
  if (remembered.has(glyph)) return;
  remembered.add(glyph);
  const internal = glyph as unknown as { _decode?: () => unknown };
  const decode = internal._decode;
  if (typeof decode !== 'function') return;
  let outline: unknown;
  let parsed = false;
  internal._decode = () => {
    if (!parsed) {
      outline = decode.call(glyph);
      parsed = true;
    }
    return outline;
  };
}

function copyRun(run: ShapedRun): ShapedRun {
  const positions = run.positions.map((p) => ({ ...p }));
  return {
    glyphs: run.glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((sum, p) => sum + p.xAdvance, 0);
    },
  };
}

/**
 * The font with one layout cache shared by all the documents a thread renders (PDFKit's own cache
 * lives only as long as one document): labels, units and numbers are shaped once. PDFKit scales
 * the positions it gets in place by 1000 / unitsPerEm: for a 1000-unit font (Noto Sans KR) that
 * changes nothing and the cached run is handed out as is; any other font gets a copy.
 */
function withSharedLayout(font: fontkit.Font): fontkit.Font {
  const cache = new Map<string, ShapedRun>();
  const handOut = font.unitsPerEm === 1000 ? (run: ShapedRun) => run : copyRun;
  const layout = (text: string): ShapedRun => {
    let run = cache.get(text);
    if (!run) {
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      const shaped = font.layout(text, FEATURES);
      shaped.glyphs.forEach(rememberOutline);
      run = { glyphs: shaped.glyphs, positions: shaped.positions, advanceWidth: shaped.advanceWidth };
      cache.set(text, run);
    }
    return handOut(run);
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const substitutes = new Map<string, string>();

/**
 * Text the font can draw. Noto Sans KR lacks most of Latin Extended-A/B (ł, ğ, ő, ș...): such a
 * character is written as its Latin transliteration (`Łódź` → `Lodz`, as trade documents commonly
 * spell names in ASCII) and, failing that, as `?`, never as an empty box.
 */
export function drawableText(text: string): string {
  // ASCII, Latin-1, Hangul syllables and jamo: always in the font, the common case by far.
  if (ALWAYS_DRAWABLE.test(text)) return text;
  const font = documentFonts().regular;
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80 || font.hasGlyphForCodePoint(cp)) {
      out += char;
      continue;
    }
    let substitute = substitutes.get(char);
    if (substitute === undefined) {
      const latin = transliterate(char);
      substitute = latin !== '' && [...latin].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!)) ? latin : '?';
      substitutes.set(char, substitute);
    }
    out += substitute;
  }
  return out;
}

const ALWAYS_DRAWABLE = /^[\n\x20-\x7e\u00a0-\u00ff\u3131-\u318e\uac00-\ud7a3]*$/;

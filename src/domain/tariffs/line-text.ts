// The text of a national line as answers give it: the texts of the nodes above it, from the most
// general, then the line's own, joined by " > ". Shared by the schedules that print their lines in a
// tree (the US HTS, Japan's schedule, Viet Nam's tariff).

const SEPARATOR = ' > ';
const LEFT_OUT = '…';
/** The longest text an answer gives for a line, unless the line's own text alone is longer. */
export const LINE_TEXT_MAX = 400;
/** Below this many characters a shortened ancestor says too little to keep. */
const SHORTEST_CUT = 20;

/**
 * `texts` (most general first, the line's own last; empty ones skipped) in at most `max` characters.
 * The line's own text is always whole, as it is what tells the line from its siblings: where the
 * whole path is longer, the ancestors nearest the line are kept before those above them, the
 * nearest that does not fit is shortened, and "…" marks what is left out.
 */
export function lineText(texts: readonly (string | undefined)[], max = LINE_TEXT_MAX): string {
  const parts = texts.filter((t): t is string => t !== undefined && t !== '');
  const whole = parts.join(SEPARATOR);
  if (whole.length <= max || parts.length < 2) return whole;
  const own = parts[parts.length - 1]!;
  const kept: string[] = [];
  // Room for the ancestors, after the line's own text and a leading mark of what is left out.
  let room = max - own.length - SEPARATOR.length - (LEFT_OUT.length + SEPARATOR.length);
  let i = parts.length - 2;
  for (; i >= 0; i--) {
    const text = parts[i]!;
    if (text.length + SEPARATOR.length > room) break;
    kept.unshift(text);
    room -= text.length + SEPARATOR.length;
  }
  if (i >= 0 && room >= SHORTEST_CUT) {
    kept.unshift(`${parts[i]!.slice(0, room - LEFT_OUT.length).trimEnd()}${LEFT_OUT}`);
    i--;
  }
  return [...(i >= 0 ? [LEFT_OUT] : []), ...kept, own].join(SEPARATOR);
}

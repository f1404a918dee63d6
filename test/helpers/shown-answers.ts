// What the docs show as an answer, compared with the answer a server really gave: the README's
// "Try it" examples and the ```json blocks that follow the guides' samples.
// A shown answer may leave parts out where it shows "…": a member of an object (`…` among the
// members), the rest of an array (`…` as its last item), or the end of a string ("req_…"); everything
// it does show must be in the live answer, with the same value.

export const MORE = '…';

/** A shown answer as JSON: each "…" outside a string becomes a marker member (objects) or element (arrays). */
export function parseShown(text: string): unknown {
  let json = '';
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') open.push(ch);
    else if (ch === '}' || ch === ']') open.pop();
    else if (ch === MORE) {
      json += open.at(-1) === '{' ? `"${MORE}":true` : `"${MORE}"`;
      continue;
    }
    json += ch;
  }
  return JSON.parse(json);
}

/** The JSON values of a text, one after another (a sample may print several answers). */
export function jsonValues(text: string, parse: (json: string) => unknown = JSON.parse): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') {
      if (depth++ === 0) start = i;
    } else if ((ch === '}' || ch === ']') && --depth === 0) values.push(parse(text.slice(start, i + 1)));
    else if (depth === 0 && !/\s/.test(ch)) throw new SyntaxError(`not JSON at "${text.slice(i, i + 40)}"`);
  }
  if (depth !== 0) throw new SyntaxError('a JSON value is not closed');
  return values;
}

/** Where the live answer differs from what is shown (empty when the shown answer is true). */
export function differences(shown: unknown, live: unknown, path = ''): string[] {
  const at = path || '/';
  if (typeof shown === 'string' && shown.endsWith(MORE)) {
    return typeof live === 'string' && live.startsWith(shown.slice(0, -1)) ? [] : [`${at}: shown ${JSON.stringify(shown)}, the answer has ${JSON.stringify(live)}`];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(live)) return [`${at}: shown an array, the answer has ${JSON.stringify(live)}`];
    const cut = shown.at(-1) === MORE;
    const items = cut ? shown.slice(0, -1) : shown;
    if (items.includes(MORE)) return [`${at}: "…" stands only at the end of an array`];
    if (cut ? live.length < items.length : live.length !== items.length) return [`${at}: the answer has ${live.length} items, shown ${items.length}${cut ? ' or more' : ''}`];
    return items.flatMap((item, i) => differences(item, live[i], `${path}/${i}`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (live === null || typeof live !== 'object' || Array.isArray(live)) return [`${at}: shown an object, the answer has ${JSON.stringify(live)}`];
    const members = Object.entries(shown).filter(([key]) => key !== MORE);
    const found = members.flatMap(([key, value]) => (key in live ? differences(value, (live as Record<string, unknown>)[key], `${path}/${key}`) : [`${path}/${key}: not in the answer`]));
    const unshown = MORE in shown ? [] : Object.keys(live).filter((key) => !members.some(([k]) => k === key));
    return [...found, ...unshown.map((key) => `${path}/${key}: in the answer but not shown, and no "…" says it was cut`)];
  }
  return Object.is(shown, live) ? [] : [`${at}: shown ${JSON.stringify(shown)}, the answer has ${JSON.stringify(live)}`];
}

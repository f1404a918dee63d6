// Which of an operation's examples the mock answers with (npm run mock, scripts/mock.ts). Prism
// answers with the first example of a response unless asked for another (`Prefer: example=NAME`);
// where the contract has several, the one that matches the request is chosen here and asked for:
// a request for a price in Germany in EUR gets the Germany/EUR example, not the first one.
//
// The match is read from the contract alone, so new operations and examples take part without code:
// each value of the request (path parameters, query parameters, the JSON body's values) counts
// - 2 when the request example of the same name has the same value at the same place, and
// - 1 when the response example has the same value under a member of the same name
//   (`destination=DE` and `"destination": {"code": "DE"}`).
// The highest count wins; a tie, or no match at all, keeps the contract's first example.

type Json = Record<string, any>;

/** A scalar of a JSON value and the member names on its way (`["items", "0", "hs_code"]`). */
interface Leaf {
  path: string[];
  value: string;
}

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  if (value === null || value === undefined) return [];
  return [{ path, value: String(value).toLowerCase() }];
}

/** What the mock knows of a request: its path parameters, query and parsed JSON body. */
export interface MockRequest {
  pathParams: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface ExampleChoice {
  name: string;
  /** `request`: the example that matches it; `default`: the contract's first (Prism's own choice). */
  by: 'request' | 'default';
}

/** A node of the contract with its `$ref`s followed (the bundled contract refers to its components). */
function follow(doc: Json, node: Json | undefined): Json | undefined {
  let current = node;
  while (current && typeof current.$ref === 'string') current = current.$ref.slice(2).split('/').reduce((at: Json | undefined, key: string) => at?.[key], doc);
  return current;
}

/** The named JSON examples of a response or request body, in the contract's order. */
export function examplesOf(doc: Json, holder: Json | undefined): [string, unknown][] {
  const media = follow(doc, follow(doc, holder)?.content?.['application/json']);
  return Object.entries<Json>(media?.examples ?? {}).map(([name, example]) => [name, follow(doc, example)?.value]);
}

/** The example of the operation's success answer that matches the request best. */
export function chooseExample(doc: Json, operation: Json, request: MockRequest): ExampleChoice | null {
  const answers = examplesOf(doc, operation.responses?.['200']);
  if (answers.length === 0) return null;
  const requestExamples = new Map(examplesOf(doc, operation.requestBody));
  const given: Leaf[] = [
    ...Object.entries(request.pathParams).map(([key, value]) => ({ path: [key], value: value.toLowerCase() })),
    ...[...request.query.entries()].map(([key, value]) => ({ path: [key], value: value.toLowerCase() })),
    ...leaves(request.body),
  ];
  let best: ExampleChoice = { name: answers[0]![0], by: 'default' };
  let bestScore = 0;
  for (const [name, answer] of answers) {
    const paired = leaves(requestExamples.get(name));
    const shown = leaves(answer);
    let score = 0;
    for (const leaf of given) {
      const key = leaf.path.at(-1)!;
      if (paired.some((p) => p.value === leaf.value && p.path.join('/') === leaf.path.join('/'))) score += 2;
      if (shown.some((s) => s.value === leaf.value && s.path.includes(key))) score += 1;
    }
    if (score > bestScore) {
      best = { name, by: 'request' };
      bestScore = score;
    }
  }
  return best;
}

/**
 * The answer to a request Prism found invalid: the real server answers 400 `validation_failed`,
 * Prism its 422 example when the operation has one. The operation's 400 example whose code is
 * `validation_failed`, else the contract's shared one (components.responses), else the
 * operation's first 400 example; null when there is none.
 */
export function validationExample(doc: Json, operation: Json): { name: string; value: unknown } | null {
  const own = examplesOf(doc, operation.responses?.['400']);
  const shared = Object.values<Json>(doc.components?.responses ?? {}).flatMap((response) => examplesOf(doc, response));
  const isValidation = ([, value]: [string, unknown]) => (value as Json)?.error?.code === 'validation_failed';
  const found = own.find(isValidation) ?? shared.find(isValidation) ?? own[0];
  return found ? { name: found[0], value: found[1] } : null;
}

/** The example Prism answers with for a status when nothing is asked for: the first. */
export function defaultExampleName(doc: Json, operation: Json, status: number): string | null {
  return examplesOf(doc, operation.responses?.[String(status)] ?? operation.responses?.default)[0]?.[0] ?? null;
}

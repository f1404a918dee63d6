// Lints the streams contract: the AsyncAPI parser's own rules (errors and warnings both fail),
// then checks the parser cannot: every message has named examples that validate against its
// payload, each payload's `type` matches the message name, data payloads name their channel,
// and every message is used by an operation.
//
//   npx tsx scripts/lint-asyncapi.ts
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ASYNCAPI_PATH } from '../src/paths.js';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import type { AsyncAPIDocumentInterface, Diagnostic, MessageInterface } from '@asyncapi/parser';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';


/**
 * Parser warnings accepted as unavoidable, by rule code, with the reason. Empty today: the
 * document passes every error and warning rule. (The one info diagnostic, "asyncapi-latest-version",
 * suggests 3.1.0; the contract is pinned to 3.0.0 on purpose and infos never fail the lint.)
 */
export const ACCEPTED_WARNINGS: Readonly<Record<string, string>> = {};

/** The control channel's id; every other channel is a data channel. */
export const CONTROL_CHANNEL = 'control';

export interface LintReport {
  problems: string[];
  messageCount: number;
  exampleCount: number;
}

export interface ParsedAsyncApi {
  document: AsyncAPIDocumentInterface | undefined;
  diagnostics: Diagnostic[];
}

/** Parses once; `document` is undefined when the parser found errors. */
export async function parseAsyncApi(text: string): Promise<ParsedAsyncApi> {
  const { document, diagnostics } = await new Parser().parse(text, { source: 'asyncapi.yaml' });
  return { document, diagnostics };
}

/** Errors and warnings, except accepted warnings, as readable lines. */
export function diagnosticProblems(diagnostics: Diagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning)
    .filter((d) => !(d.severity === DiagnosticSeverity.Warning && String(d.code) in ACCEPTED_WARNINGS))
    .map((d) => {
      const level = d.severity === DiagnosticSeverity.Error ? 'error' : 'warning';
      const where = d.path.length > 0 ? d.path.join('.') : '(document)';
      return `${level} ${d.code} at ${where} (line ${d.range.start.line + 1}): ${d.message}`;
    });
}

/**
 * Draft-07 validator, the dialect of AsyncAPI 3.0's default schema format. Strict, so a keyword
 * ajv does not know fails loudly instead of being ignored; the parser's schema ids are annotations.
 */
export function createPayloadAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  ajvFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-parser-schema-id', schemaType: 'string' });
  return ajv;
}

function formatAjvErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
}

/** Compiles a message's payload schema; a schema ajv refuses becomes a problem, not a crash. */
export function compilePayload(ajv: Ajv, message: MessageInterface): ValidateFunction | string {
  const schema = message.payload()?.json();
  if (schema === undefined) return `message "${message.id()}" has no payload schema`;
  try {
    return ajv.compile(schema);
  } catch (error) {
    return `message "${message.id()}": payload schema does not compile: ${(error as Error).message}`;
  }
}

/** Checks the examples of one message; returns problems and how many examples it has. */
export function exampleProblems(ajv: Ajv, message: MessageInterface): { problems: string[]; count: number } {
  const examples = message.examples().all();
  const problems: string[] = [];
  if (examples.length === 0) problems.push(`message "${message.id()}" has no example`);
  const validate = compilePayload(ajv, message);
  if (typeof validate === 'string') return { problems: [...problems, validate], count: examples.length };
  examples.forEach((example, index) => {
    const label = `message "${message.id()}" example ${example.name() ?? `#${index + 1}`}`;
    if (!example.hasName()) problems.push(`message "${message.id()}" example #${index + 1} has no name`);
    if (!example.hasPayload()) problems.push(`${label} has no payload`);
    else if (!validate(example.payload())) problems.push(`${label} does not match the payload: ${formatAjvErrors(validate.errors)}`);
  });
  return { problems, count: examples.length };
}

/** The `const` values a property takes across a payload schema and its oneOf branches. */
export function propertyConsts(schema: unknown, property: string): unknown[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as { properties?: Record<string, { const?: unknown }>; oneOf?: unknown[] };
  const own = s.properties?.[property]?.const;
  const branches = (s.oneOf ?? []).flatMap((branch) => propertyConsts(branch, property));
  return own === undefined ? branches : [own, ...branches];
}

/** The wire `type` of a payload must be the message name. */
export function typeProblems(message: MessageInterface): string[] {
  const types = propertyConsts(message.payload()?.json(), 'type');
  if (types.length > 0 && types.every((t) => t === message.name())) return [];
  return [`message "${message.id()}": payload "type" must be the constant "${message.name()}", found ${JSON.stringify(types)}`];
}

/** A data channel's payloads must carry the channel's id as the constant `channel`. */
export function channelProblems(document: AsyncAPIDocumentInterface): string[] {
  return document
    .channels()
    .all()
    .filter((channel) => channel.id() !== CONTROL_CHANNEL)
    .flatMap((channel) =>
      channel
        .messages()
        .all()
        .filter((message) => {
          const consts = propertyConsts(message.payload()?.json(), 'channel');
          return consts.length === 0 || consts.some((c) => c !== channel.id());
        })
        .map((message) => `message "${message.id()}" on channel "${channel.id()}": payload "channel" must be the constant "${channel.id()}"`),
    );
}

/** A message no operation sends or receives is dead contract. */
export function operationProblems(document: AsyncAPIDocumentInterface): string[] {
  const used = new Set(document.operations().all().flatMap((op) => op.messages().all().map((m) => m.id())));
  return document
    .allMessages()
    .all()
    .filter((m) => !used.has(m.id()))
    .map((m) => `message "${m.id()}" is not used by any send or receive operation`);
}

export async function lintAsyncApi(text: string): Promise<LintReport> {
  const { document, diagnostics } = await parseAsyncApi(text);
  const problems = diagnosticProblems(diagnostics);
  if (document === undefined) return { problems, messageCount: 0, exampleCount: 0 };
  const ajv = createPayloadAjv();
  const messages = document.allMessages().all();
  let exampleCount = 0;
  for (const message of messages) {
    const examples = exampleProblems(ajv, message);
    exampleCount += examples.count;
    problems.push(...examples.problems, ...typeProblems(message));
  }
  problems.push(...channelProblems(document), ...operationProblems(document));
  return { problems, messageCount: messages.length, exampleCount };
}

async function main(): Promise<void> {
  const report = await lintAsyncApi(readFileSync(ASYNCAPI_PATH, 'utf8'));
  if (report.problems.length > 0) {
    console.error(`asyncapi.yaml: ${report.problems.length} problem(s)`);
    for (const problem of report.problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  console.log(`asyncapi.yaml: ok (${report.messageCount} messages, ${report.exampleCount} examples)`);
}

// Run only as a script, so tests can import the checks.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

// Breaking changes between two versions of asyncapi.yaml, found by @asyncapi/diff.
//
// Its AsyncAPI 3 standard classifies changes down to a message's `payload` and leaves everything
// inside a payload schema unclassified. The override below classifies those paths by what the
// change does to the side that reads the message: clients read what the server sends (operations
// with `action: send`), the server reads what clients send (`action: receive`).
import { diff } from '@asyncapi/diff';
import { Parser } from '@asyncapi/parser';

type Classification = 'breaking' | 'non-breaking';
interface Rule {
  add: Classification;
  remove: Classification;
  edit: Classification;
}
type Json = Record<string, unknown>;

const DOCUMENTATION = new Set(['description', 'title', 'summary', 'examples', 'example', '$comment']);
const ALL_BREAKING: Rule = { add: 'breaking', remove: 'breaking', edit: 'breaking' };
const NOT_BREAKING: Rule = { add: 'non-breaking', remove: 'non-breaking', edit: 'non-breaking' };

export interface AsyncApiChange {
  path: string;
  action: string;
}

async function parsed(text: string, source: string): Promise<Json> {
  const { document, diagnostics } = await new Parser().parse(text, { source });
  if (!document) throw new Error(`${source} does not parse as AsyncAPI: ${diagnostics.filter((d) => d.severity === 0).map((d) => d.message).join('; ')}`);
  return document.json() as unknown as Json;
}

/** Message keys (`channel/message`) read by the server: those of operations with `action: receive`. */
function readByServer(document: Json): Set<string> {
  const keys = new Set<string>();
  for (const operation of Object.values((document.operations ?? {}) as Record<string, Json>)) {
    if (operation.action !== 'receive') continue;
    const channel = operation.channel as Json;
    const channelId = Object.entries((document.channels ?? {}) as Record<string, Json>).find(([, c]) => c === channel)?.[0];
    for (const message of (operation.messages ?? []) as Json[]) {
      const messageId = Object.entries((channel?.messages ?? {}) as Record<string, Json>).find(([, m]) => m === message)?.[0];
      if (channelId && messageId) keys.add(`${channelId}/${messageId}`);
    }
  }
  return keys;
}

function ruleFor(segments: string[], serverReads: boolean): Rule {
  const last = segments.at(-1)!;
  const parent = segments.at(-2);
  if (DOCUMENTATION.has(last) || last.startsWith('x-') || parent === 'examples') return NOT_BREAKING;
  // A property: new ones are additive for either side; removing one breaks whoever uses it.
  if (parent === 'properties') return { add: 'non-breaking', remove: 'breaking', edit: 'breaking' };
  // A new required field breaks the clients that send the message; one no longer required breaks the clients that read it.
  if (parent === 'required') return serverReads ? { add: 'breaking', remove: 'non-breaking', edit: 'breaking' } : { add: 'non-breaking', remove: 'breaking', edit: 'breaking' };
  // New enum values are announced additions (the contract's rule); a narrowed enum is breaking.
  if (parent === 'enum') return { add: 'non-breaking', remove: 'breaking', edit: 'breaking' };
  return ALL_BREAKING;
}

/** Exact-path rules for every node inside every message payload of either document. */
function payloadOverride(documents: Json[]): Record<string, Rule> {
  const override: Record<string, Rule> = {};
  const key = (segments: string[]) => '/' + segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  const visit = (node: unknown, segments: string[], serverReads: boolean, seen: Set<unknown>) => {
    if (segments.length > 5) override[key(segments)] = ruleFor(segments, serverReads);
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    for (const [key, child] of Object.entries(node)) visit(child, [...segments, key], serverReads, seen);
    seen.delete(node);
  };
  for (const document of documents) {
    const serverReads = readByServer(document);
    for (const [channelId, channel] of Object.entries((document.channels ?? {}) as Record<string, Json>)) {
      for (const [messageId, message] of Object.entries((channel.messages ?? {}) as Record<string, Json>)) {
        // The library matches a path segment by segment, so every prefix needs its own entry
        // (with the standard's rule for it: a new channel or message is additive, removing one breaks).
        const prefix = ['channels', channelId, 'messages', messageId];
        for (let depth = 2; depth <= 4; depth++) override[key(prefix.slice(0, depth))] = { add: 'non-breaking', remove: 'breaking', edit: 'breaking' };
        override[key([...prefix, 'payload'])] = ALL_BREAKING;
        visit(message.payload, ['channels', channelId, 'messages', messageId, 'payload'], serverReads.has(`${channelId}/${messageId}`), new Set());
      }
    }
  }
  return override;
}

export async function asyncApiBreakingChanges(baseText: string, currentText: string): Promise<{ breaking: AsyncApiChange[]; unclassified: AsyncApiChange[] }> {
  const [base, current] = await Promise.all([parsed(baseText, 'base asyncapi.yaml'), parsed(currentText, 'asyncapi.yaml')]);
  const output = diff(base, current, { override: payloadOverride([base, current]), outputType: 'json' });
  const list = (changes: unknown) => (changes as Array<{ path: string; action: string }>).map(({ path, action }) => ({ path, action }));
  return { breaking: list(output.breaking()), unclassified: list(output.unclassified()) };
}

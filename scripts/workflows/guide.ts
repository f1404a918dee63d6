// Writes the journeys guide from workflows/*.arazzo.yaml, so the docs show the same flows that CI
// runs with Redocly Respect (npm run test:workflows). Part of `npm run generate` and its check.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { projectPath } from '../../src/paths.js';

interface Step {
  stepId: string;
  description?: string;
  operationId?: string;
  parameters?: Array<{ name: string; in: string; value: unknown }>;
  requestBody?: { payload?: unknown };
  successCriteria?: Array<{ condition: string }>;
}
interface Workflow {
  workflowId: string;
  summary?: string;
  steps: Step[];
}
interface ArazzoFile {
  info: { title: string; description?: string };
  workflows: Workflow[];
}

export const WORKFLOWS_DIR = 'workflows';

export function workflowFiles(): string[] {
  return readdirSync(projectPath(WORKFLOWS_DIR))
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .sort();
}

/** `$sourceDescriptions.root.createAccessToken` reads as `createAccessToken`. */
function operationName(step: Step): string {
  return (step.operationId ?? '').replace(/^\$sourceDescriptions\.[^.]+\./, '');
}

function renderStep(step: Step, index: number): string {
  const lines = [`${index + 1}. **${step.stepId}**: \`${operationName(step)}\`${step.description ? `. ${step.description.trim()}` : ''}`];
  const parameters = (step.parameters ?? []).map((p) => `\`${p.name}\` (${p.in}) = \`${String(p.value)}\``);
  if (parameters.length > 0) lines.push(`   Parameters: ${parameters.join(', ')}.`);
  const criteria = (step.successCriteria ?? []).map((c) => `\`${c.condition}\``);
  if (criteria.length > 0) lines.push(`   Succeeds when ${criteria.join(' and ')}.`);
  return lines.join('\n');
}

export function renderJourneysGuide(): string {
  const sections = workflowFiles().map((file) => {
    const doc = parse(readFileSync(projectPath(WORKFLOWS_DIR, file), 'utf8')) as ArazzoFile;
    const workflows = doc.workflows.map((w) => [`### ${w.summary ?? w.workflowId}`, '', `Workflow \`${w.workflowId}\` in \`${WORKFLOWS_DIR}/${file}\` of the repository.`, '', ...w.steps.map(renderStep)].join('\n'));
    return [`## ${doc.info.title}`, '', (doc.info.description ?? '').trim(), '', ...workflows].join('\n');
  });
  return [
    '---',
    'title: Journeys',
    'order: 90',
    '---',
    '<!-- Written by npm run generate from workflows/*.arazzo.yaml; edit those files, not this one. -->',
    '',
    'The flows a partner codes most often, step by step. Each is an [Arazzo 1.0](https://spec.openapis.org/arazzo/latest.html)',
    'workflow over this API\'s OpenAPI contract, and CI runs every one of them against a live server',
    '(`npm run test:workflows`, with Redocly Respect), checking each response\'s status, content type and',
    'body against the contract. Run one yourself against your own server:',
    '',
    '```text',
    'npx redocly respect workflows/quote.arazzo.yaml --input apiKey=etp_test_... \\',
    '  --server api=http://localhost:3000/api/v1 --server root=http://localhost:3000',
    '```',
    '',
    'Buyer search is a GET that also takes the specification\'s JSON-body form. A step that sets no body',
    'would have the runner send the contract\'s example body, and `fetch` refuses a body on a GET, so',
    'steps that search with query parameters say `requestBody: { payload: null }`. A client does the',
    'same by sending no body: with openapi-fetch, `client.GET("/buyers", { params: { query } })`.',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

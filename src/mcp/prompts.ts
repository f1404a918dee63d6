// Prompts for the two main journeys: they tell an assistant which tools to call, in which order.
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';

interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}

interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
  text(args: Record<string, string>): string;
}

export const PROMPTS: readonly PromptDefinition[] = [
  {
    name: 'find_buyers',
    title: 'Find buyers for my product',
    description: 'Save the exporter profile for a product, then find and explain the best-matching foreign buyers.',
    arguments: [
      { name: 'product', description: 'The product, in words (English or Korean).', required: true },
      { name: 'countries', description: 'Target countries, ISO alpha-2, comma-separated (optional).', required: false },
    ],
    text: (args) =>
      [
        `Find foreign buyers for this product: ${args.product}.`,
        args.countries ? `Target countries: ${args.countries}.` : 'Consider every country.',
        'Steps: find the HS code with searchHsCodes (or classifyProduct where it exists); read the current profile',
        '(resource etp://account/profile) and save it with updateExporterProfile including that product and its HS code;',
        'then call searchBuyers filtered by the HS heading (and country), and getBuyer for the best three to explain',
        'their score factors. Report each buyer with its name, country, score and the reasons.',
      ].join('\n'),
  },
  {
    name: 'quote_landed_price',
    title: 'Quote a landed price',
    description: 'From a product description to a CIF and a DDP price for a destination, with duty and import VAT.',
    arguments: [
      { name: 'product', description: 'The product, in words.', required: true },
      { name: 'destination', description: 'Destination country, ISO alpha-2.', required: true },
      { name: 'quantity', description: 'Quantity, a decimal string.', required: true },
      { name: 'unit_price', description: 'Unit price with its currency, for example "3.00 USD".', required: true },
    ],
    text: (args) =>
      [
        `Quote ${args.quantity} of "${args.product}" at ${args.unit_price} to ${args.destination}.`,
        'Steps: find the 6-digit HS code (searchHsCodes or classifyProduct), look up the tariff with listCustomsTariffs',
        '(destination, origin from the exporter profile, as_of the shipping date if known), then call calculatePrice twice,',
        'incoterm CIF and DDP, with the same origin and as_of and the freight and insurance you know or ask for.',
        'Amounts are decimal strings; never round them yourself. Show the goods value, each duty component, import VAT',
        'and both prices; name the tariff source, say which rates are estimates, and repeat any warnings.',
      ].join('\n'),
  },
];

export function renderPrompt(name: string, args: Record<string, string>): GetPromptResult {
  const prompt = PROMPTS.find((p) => p.name === name);
  if (!prompt) throw new Error(`No prompt ${name}.`);
  const missing = prompt.arguments.filter((a) => a.required && !args[a.name]).map((a) => a.name);
  if (missing.length > 0) throw new Error(`Missing arguments: ${missing.join(', ')}.`);
  return { description: prompt.description, messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args) } }] };
}

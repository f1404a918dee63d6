// npm run --silent mcp: the MCP server over stdio, for desktop assistants. It is a client of a
// running API: ETP_API_URL (default http://127.0.0.1:3000) with ETP_API_KEY, or with
// ETP_CLIENT_ID and ETP_CLIENT_SECRET (OAuth client credentials). stdout carries the protocol only.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadContract } from '../src/http/contract.js';
import { remoteCaller } from '../src/mcp/api-caller.js';
import { createMcpServer } from '../src/mcp/server.js';

const baseUrl = process.env.ETP_API_URL || 'http://127.0.0.1:3000';
const credential = { apiKey: process.env.ETP_API_KEY || undefined, clientId: process.env.ETP_CLIENT_ID || undefined, clientSecret: process.env.ETP_CLIENT_SECRET || undefined };
if (!credential.apiKey && !(credential.clientId && credential.clientSecret)) {
  console.error('Set ETP_API_KEY, or ETP_CLIENT_ID and ETP_CLIENT_SECRET (and ETP_API_URL if the API is not on http://127.0.0.1:3000).');
  process.exit(2);
}
const contract = loadContract() as unknown as Record<string, any>;
const server = createMcpServer(contract, { version: String(contract.info?.version ?? '1.0.0'), caller: remoteCaller(baseUrl, credential) });
await server.connect(new StdioServerTransport());
console.error(`export-trade-api MCP server on stdio, calling ${baseUrl}`);

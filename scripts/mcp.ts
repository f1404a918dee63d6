// npm run --silent mcp: the MCP server over stdio, for desktop assistants. It is a client of a
// running API: ETP_API (default http://127.0.0.1:3000) with ETP_KEY, or with ETP_CLIENT_ID and
// ETP_CLIENT_SECRET (OAuth client credentials); src/mcp/settings.ts. stdout carries the protocol only.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadContract } from '../src/http/contract.js';
import { remoteCaller } from '../src/mcp/api-caller.js';
import { createMcpServer, prepareCatalog } from '../src/mcp/server.js';
import { mcpSettings } from '../src/mcp/settings.js';

const settings = mcpSettings(process.env, (line) => console.error(line));
if ('error' in settings) {
  console.error(settings.error);
  process.exit(2);
}
const contract = loadContract() as unknown as Record<string, any>;
const server = createMcpServer(prepareCatalog(contract), { version: String(contract.info?.version ?? '1.0.0'), caller: remoteCaller(settings.baseUrl, settings.credential) });
await server.connect(new StdioServerTransport());
console.error(`export-trade-api MCP server on stdio, calling ${settings.baseUrl}`);

import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, docUrl, type ErrorCode } from '../domain/errors.js';
import { newId } from '../domain/ids.js';

// Requests Node's HTTP parser refuses before express sees them (a raw non-ASCII request target,
// headers past the size limit, a malformed or conflicting framing header, an unknown method) are
// answered in the error envelope too, with a request id, instead of Node's bare 400. So is a request
// whose headers or body did not arrive within their timeouts (src/http/listen.ts): 408
// request_timeout, unless an answer to that connection is already being written (then it is cut).

const PARSER_ERRORS: Readonly<Record<string, [ErrorCode, string]>> = {
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'The request line and headers exceed 16 KiB.'],
  HPE_INVALID_URL: [
    'invalid_request',
    'The request target has a character that must be percent-encoded: send non-ASCII text as UTF-8 percent-encoding (sector=%ED%99%94%EC%9E%A5%ED%92%88 for 화장품; curl -G --data-urlencode does it).',
  ],
  HPE_INVALID_METHOD: ['invalid_request', 'The HTTP method is not one this service knows.'],
};

function answer(socket: Duplex, error: ApiError, baseUrl: string): void {
  const requestId = newId('request');
  const body = JSON.stringify({
    status: 'error',
    error: { code: error.code, message: error.message, details: error.details, request_id: requestId, doc_url: docUrl(baseUrl, error.code) },
  });
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

const REQUEST_TIMEOUT: [ErrorCode, string] = [
  'request_timeout',
  'The request headers or body did not arrive in time; send the whole request without pauses.',
];

export function answerParserErrors(server: Server, baseUrl: string): void {
  // The response being written on each connection: a timeout must not write into one.
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => answering.set(req.socket, res));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      const res = answering.get(socket);
      if (!socket.writable || (res !== undefined && res.headersSent && !res.writableFinished)) socket.destroy();
      else answer(socket, new ApiError(...REQUEST_TIMEOUT), baseUrl);
      return;
    }
    // A peer that went away, or a timeout Node answers itself: nothing to say in the envelope.
    if (!socket.writable || error.code === 'ECONNRESET' || !error.code?.startsWith('HPE_')) {
      socket.destroy();
      return;
    }
    const [code, message] = PARSER_ERRORS[error.code] ?? ['invalid_request', 'The request is not valid HTTP/1.1.'];
    answer(socket, new ApiError(code, message), baseUrl);
  });
}

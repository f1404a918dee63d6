import type { Response } from 'express';
import { docUrl, type ApiError, type FieldIssue } from '../domain/errors.js';

// The one place that writes error bodies: every failure, from validation to a crash, leaves
// through renderError in the documented envelope.

export function renderError(res: Response, error: ApiError, requestId: string, baseUrl: string): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).json({
    status: 'error',
    error: {
      code: error.code,
      message: error.message,
      details: error.details,
      request_id: requestId,
      doc_url: docUrl(baseUrl, error.code),
    },
  });
}

/** Ajv errors (as openapi-backend reports them) to `{field, issue}` with JSON pointers into the request part. */
export function ajvDetails(
  errors: Array<{ instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }> | null | undefined,
): FieldIssue[] {
  return (errors ?? []).map((e) => {
    // openapi-backend validates {path, query, header, requestBody} together: drop that first segment.
    const segments = e.instancePath.split('/').filter(Boolean);
    const part = segments.shift();
    let field = '/' + segments.join('/');
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
      field = (field === '/' ? '' : field) + '/' + e.params.missingProperty;
    }
    if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
      field = (field === '/' ? '' : field) + '/' + e.params.additionalProperty;
      return { field, issue: 'is not a known field' };
    }
    const where = part === 'requestBody' ? '' : part ? ` (${part})` : '';
    return { field, issue: `${e.message ?? 'is invalid'}${where}` };
  });
}

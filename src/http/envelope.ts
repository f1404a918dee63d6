import type { Response } from 'express';
import { docUrl, type ApiError, type FieldIssue } from '../domain/errors.js';
import { countryMeantBy } from '../domain/reference/country-names.js';

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

/** An Ajv error as openapi-backend reports it (Ajv's `verbose` adds the failing schema and value). */
export interface AjvError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

/** Ajv errors to `{field, issue}` with JSON pointers into the request part, one issue per country field. */
export function ajvDetails(errors: AjvError[] | null | undefined): FieldIssue[] {
  const details: FieldIssue[] = [];
  const countryFields = new Set<string>();
  for (const e of errors ?? []) {
    // openapi-backend validates {path, query, header, requestBody} together: drop that first segment.
    const segments = e.instancePath.split('/').filter(Boolean);
    const part = segments.shift();
    let field = '/' + segments.join('/');
    const where = part === 'requestBody' ? '' : part ? ` (${part})` : '';
    const countryCode = e.parentSchema?.['x-country-code'];
    if (countryCode === 'alpha-2' || countryCode === 'alpha-2-or-3') {
      // A value can break a country schema's type, length and pattern at once: one issue says what to send.
      if (countryFields.has(part + field)) continue;
      countryFields.add(part + field);
      details.push({ field, issue: countryIssue(countryCode, e.data) + where });
      continue;
    }
    if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') {
      field = (field === '/' ? '' : field) + '/' + e.params.missingProperty;
    }
    if (e.keyword === 'additionalProperties' && typeof e.params.additionalProperty === 'string') {
      field = (field === '/' ? '' : field) + '/' + e.params.additionalProperty;
      details.push({ field, issue: 'is not a known field' });
      continue;
    }
    details.push({ field, issue: `${e.message ?? 'is invalid'}${where}` });
  }
  return details;
}

/** What a field of the contract's country schemas (`x-country-code`) needs, and the code meant when the value names a country. */
function countryIssue(codes: 'alpha-2' | 'alpha-2-or-3', value: unknown): string {
  const what = codes === 'alpha-2' ? 'an ISO 3166-1 alpha-2 country code' : 'an ISO 3166-1 alpha-2 or alpha-3 country code';
  const text = typeof value === 'string' ? value.trim() : '';
  const meant = countryMeantBy(text);
  return meant ? `must be ${what}: for "${text}" send ${meant.iso2}` : `must be ${what}, such as DE`;
}

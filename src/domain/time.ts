// The one timestamp form of the API: RFC 3339 in UTC, to the second (`2026-11-21T09:30:00Z`).

export function timestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function nullableTimestamp(at: Date | null): string | null {
  return at === null ? null : timestamp(at);
}

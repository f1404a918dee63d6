import { sql } from 'kysely';
import type { Db } from '../db/database.js';

// Claiming due deliveries. One short statement picks them with FOR UPDATE SKIP LOCKED and sets a
// lease, so two workers (threads of one process or several server instances on one database)
// never hold the same delivery. An ordered endpoint is claimed as a run: its oldest pending
// delivery (the head) and the ones right behind it, which the claiming worker sends one after the
// other and stops at the first failure; its endpoint row is locked while claiming, so no other
// worker starts a second run of the same endpoint. Unordered endpoints, and deliveries of ordered
// ones older than the ordering hold, are claimed one by one.

export interface Claim {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  seq: number;
  lease_until: Date;
}

export interface ClaimWindow {
  now: Date;
  lease: Date;
  /** Deliveries created before this no longer hold back later ones of their endpoint. */
  holdCutoff: Date;
  limit: number;
  /** Deliveries of one ordered endpoint claimed together. */
  runLength: number;
}

export async function claimDue(db: Db, w: ClaimWindow): Promise<Claim[]> {
  const { rows } = await sql<{ id: string; endpoint_id: string; event_id: string; attempts: number; seq: number }>`
    WITH heads AS (
      -- Each ordered endpoint's oldest pending delivery within the hold; endpoints another worker is claiming are skipped.
      SELECT e.id AS endpoint_id, h.seq, h.next_attempt_at, h.lease_until
      FROM webhook_endpoints e
      CROSS JOIN LATERAL (
        SELECT p.seq, p.next_attempt_at, p.lease_until FROM webhook_deliveries p
        WHERE p.endpoint_id = e.id AND p.status = 'pending' AND p.created_at > ${w.holdCutoff}
        ORDER BY p.seq LIMIT 1) h
      WHERE e.enabled AND e.ordered
      FOR UPDATE OF e SKIP LOCKED
    ), runs AS (
      -- A due head nobody is sending, with the pending deliveries right behind it.
      SELECT r.id FROM heads
      CROSS JOIN LATERAL (
        SELECT p.id FROM webhook_deliveries p
        WHERE p.endpoint_id = heads.endpoint_id AND p.status = 'pending' AND p.seq >= heads.seq AND p.created_at > ${w.holdCutoff}
        ORDER BY p.seq LIMIT ${w.runLength}) r
      WHERE heads.next_attempt_at <= ${w.now} AND (heads.lease_until IS NULL OR heads.lease_until < ${w.now})
    ), loose AS (
      -- Per unordered endpoint, by its pending index: a backlog of ordered endpoints' deliveries is
      -- not read on every claim (driving from the due deliveries read them all, 18 ms at 3,000).
      SELECT d.id FROM webhook_endpoints e
      CROSS JOIN LATERAL (
        SELECT p.id FROM webhook_deliveries p
        WHERE p.endpoint_id = e.id AND p.status = 'pending' AND p.next_attempt_at <= ${w.now}
        ORDER BY p.seq LIMIT ${w.limit}) d
      WHERE e.enabled AND NOT e.ordered
      UNION ALL
      SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.status = 'pending' AND d.created_at <= ${w.holdCutoff} AND d.next_attempt_at <= ${w.now} AND e.enabled AND e.ordered
    ), due AS (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.id IN (SELECT id FROM runs UNION ALL SELECT id FROM loose)
        AND d.status = 'pending' AND (d.lease_until IS NULL OR d.lease_until < ${w.now})
      ORDER BY d.seq
      LIMIT ${w.limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE webhook_deliveries x SET lease_until = ${w.lease}
    FROM due WHERE x.id = due.id
    RETURNING x.id, x.endpoint_id, x.event_id, x.attempts, x.seq`.execute(db);
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts), seq: Number(r.seq), lease_until: w.lease })).sort((a, b) => a.seq - b.seq);
}

/** Gives back claims not attempted (a run stopped at a failure): they become claimable at once. */
export async function releaseClaims(db: Db, claims: readonly Claim[]): Promise<void> {
  if (claims.length === 0) return;
  const lease = claims[0]!.lease_until;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: null })
    .where('id', 'in', claims.map((c) => c.id))
    .where('lease_until', '=', lease)
    .execute();
}

export interface Success {
  claim: Claim;
  started: Date;
  status: number;
  latencyMs: number;
  body: string;
}

/**
 * Records successful attempts in one statement (no transaction round trips, one per run rather than
 * one per delivery): each delivery is marked succeeded only if our lease still holds, its attempt is
 * logged, and the endpoints' failure streaks end. A lost lease (another worker owns the delivery
 * now) records nothing for that delivery.
 */
export async function recordSuccesses(db: Db, successes: readonly Success[], now: Date): Promise<number> {
  if (successes.length === 0) return 0;
  const { rows } = await sql<{ delivery_id: string }>`
    WITH input AS (
      SELECT * FROM unnest(
        ${successes.map((s) => s.claim.id)}::text[],
        ${successes.map((s) => s.claim.lease_until.toISOString())}::timestamptz[],
        ${successes.map((s) => s.started.toISOString())}::timestamptz[],
        ${successes.map((s) => s.status)}::integer[],
        ${successes.map((s) => s.latencyMs)}::integer[],
        ${successes.map((s) => (s.body === '' ? null : s.body))}::text[]
      ) AS t(id, lease, started, status, latency, body)
    ), done AS (
      UPDATE webhook_deliveries d SET status = 'succeeded', attempts = d.attempts + 1, next_attempt_at = NULL, lease_until = NULL, updated_at = ${now}
      FROM input WHERE d.id = input.id AND d.status = 'pending' AND d.lease_until = input.lease
      RETURNING d.id, d.attempts, d.endpoint_id
    ), streak AS (
      UPDATE webhook_endpoints SET failing_since = NULL
      WHERE id IN (SELECT endpoint_id FROM done) AND failing_since IS NOT NULL
    )
    INSERT INTO webhook_attempts (delivery_id, attempt, started_at, outcome, response_status, latency_ms, error, response_body)
    SELECT done.id, done.attempts, input.started, 'succeeded', input.status, input.latency, NULL, input.body
    FROM done JOIN input ON input.id = done.id
    RETURNING delivery_id`.execute(db);
  return rows.length;
}

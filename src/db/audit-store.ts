import type { AuditEntry, AuditRecord, AuditStore } from '../domain/access/audit.js';
import type { Db } from './database.js';

/** Writes one audit row; callers inside a transaction pass the transaction. */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      account_id: entry.accountId,
      mode: entry.mode,
      actor_type: entry.actor.type,
      actor_id: entry.actor.id,
      action: entry.action,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details),
      request_id: entry.actor.requestId ?? null,
      client_ip: entry.actor.clientIp ?? null,
    })
    .execute();
}

export function createAuditStore(db: Db): AuditStore {
  return {
    record: (entry) => insertAudit(db, entry),
    async list({ accountId, limit }) {
      let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
      if (accountId !== undefined) query = query.where('account_id', '=', accountId);
      const rows = await query.execute();
      return rows.map(
        (row): AuditRecord => ({
          id: Number(row.id),
          at: row.at,
          accountId: row.account_id,
          mode: row.mode,
          actor: { type: row.actor_type, id: row.actor_id, requestId: row.request_id, clientIp: row.client_ip },
          action: row.action,
          targetId: row.target_id,
          details: row.details,
        }),
      );
    },
  };
}

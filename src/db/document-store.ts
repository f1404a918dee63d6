import { sql } from 'kysely';
import type { DocumentMeta, DocumentStore } from '../domain/documents/store.js';
import type { AccountScope } from '../domain/modes.js';
import type { Db } from './database.js';

// Export documents and their numbers (src/domain/documents/store.ts).

export interface DocumentStoreHooks {
  /** Runs in the insert's transaction (the document.created event of the outbox). */
  onInsert?: (trx: Db, scope: AccountScope, document: DocumentMeta) => Promise<unknown>;
}

export function createDocumentStore(db: Db, hooks: DocumentStoreHooks = {}): DocumentStore {
  return {
    async nextNumber(scope, type, year) {
      // One statement: the row lock of the upsert orders concurrent creations, each sees the last.
      const { rows } = await sql<{ last: number }>`
        INSERT INTO document_numbers (account_id, mode, type, year, last)
        VALUES (${scope.accountId}, ${scope.mode}, ${type}, ${year}, 1)
        ON CONFLICT (account_id, mode, type, year) DO UPDATE SET last = document_numbers.last + 1
        RETURNING last`.execute(db);
      return Number(rows[0]!.last);
    },

    async insert(scope, document, file, createdAt) {
      // One transaction, so that what is recorded with a new document commits with it or not at all.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('documents')
          .values({
            id: document.id,
            account_id: scope.accountId,
            mode: scope.mode,
            type: document.type,
            number: document.number,
            order_id: document.order_id,
            created_at: createdAt,
            doc: JSON.stringify(document),
            pdf: 'pdf' in file ? file.pdf : null,
            file_path: 'filePath' in file ? file.filePath : null,
          })
          .execute();
        await hooks.onInsert?.(trx, scope, document);
      });
    },

    async find(scope, id) {
      const row = await db.selectFrom('documents').where('id', '=', id).where('account_id', '=', scope.accountId).where('mode', '=', scope.mode).select('doc').executeTakeFirst();
      return row?.doc;
    },

    async file(scope, id) {
      const row = await db
        .selectFrom('documents')
        .where('id', '=', id)
        .where('account_id', '=', scope.accountId)
        .where('mode', '=', scope.mode)
        .select(['doc', 'pdf', 'file_path'])
        .executeTakeFirst();
      if (!row) return undefined;
      const file = row.pdf !== null ? { pdf: row.pdf } : { filePath: row.file_path! };
      return { document: row.doc, file };
    },

    async list(scope, query) {
      let base = db.selectFrom('documents').where('account_id', '=', scope.accountId).where('mode', '=', scope.mode);
      if (query.type) base = base.where('type', '=', query.type);
      if (query.orderId) base = base.where('order_id', '=', query.orderId);
      const [rows, count] = await Promise.all([
        base.select('doc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { documents: rows.map((r) => r.doc), total: Number(count.n) };
    },
  };
}

import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/database.js';
import { recordDocumentCreated } from '../../../src/db/event-store.js';
import { webhookPayload } from '../../../src/domain/events/types.js';
import { definition, schemaValidator } from '../../helpers/contract.js';

describe('recordDocumentCreated', () => {
  it('records document.created in the caller transaction, with a payload valid against DocumentCreatedEvent; a rollback leaves nothing', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      const db = database.db;
      await db.insertInto('accounts').values({ id: 'acct_doc', name: 'Docs', plan: 'pro_max' } as never).execute();
      const document = { id: 'doc_4Hj7Kl0Zx3Cv6Bn9Mq2W', type: 'commercial_invoice', status: 'ready', number: 'INV-2026-0042', created_at: '2026-11-21T09:30:00Z', object: 'document' };
      const event = await db.transaction().execute((trx) => recordDocumentCreated(trx, { accountId: 'acct_doc', mode: 'test' }, document));
      const validate = schemaValidator(definition.components.schemas.DocumentCreatedEvent as object);
      expect(validate(JSON.parse(webhookPayload(event))), JSON.stringify(validate.errors)).toBe(true);
      expect(event.data).toMatchObject({ id: event.id, livemode: false, document: { id: document.id } });
      await expect(
        db.transaction().execute(async (trx) => {
          await recordDocumentCreated(trx, { accountId: 'acct_doc', mode: 'test' }, { ...document, id: 'doc_rolledBack' });
          throw new Error('the document insert failed');
        }),
      ).rejects.toThrow();
      const rows = await db.selectFrom('events').select(['id', 'type']).execute();
      expect(rows).toEqual([{ id: event.id, type: 'document.created' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

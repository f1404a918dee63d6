import { sql, type Kysely } from 'kysely';

// Orders and shipments (issue #10). An order is kept as its API document (jsonb) with the columns
// its lists filter and sort on; every change appends to order_history in the same transaction.
// Shipments hold their events in their document; they change under the lock of their order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE orders (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id),
      mode text NOT NULL CHECK (mode IN ('live', 'test')),
      status text NOT NULL,
      buyer_id text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      doc jsonb NOT NULL
      )`,
    `CREATE INDEX orders_account_created ON orders (account_id, mode, created_at DESC, id DESC)`,
    `CREATE INDEX orders_account_status ON orders (account_id, mode, status)`,
    `CREATE INDEX orders_account_buyer ON orders (account_id, mode, buyer_id)`,
    `CREATE TABLE order_history (
      order_id text NOT NULL REFERENCES orders(id),
      seq integer NOT NULL,
      at timestamptz NOT NULL,
      from_status text,
      to_status text NOT NULL,
      changes text[] NOT NULL,
      source text NOT NULL,
      actor text,
      PRIMARY KEY (order_id, seq)
      )`,
    `CREATE TABLE shipments (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders(id),
      created_at timestamptz NOT NULL,
      doc jsonb NOT NULL
      )`,
    `CREATE INDEX shipments_order ON shipments (order_id, created_at, id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

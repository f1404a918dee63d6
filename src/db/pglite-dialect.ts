import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

// A Kysely dialect for embedded PGlite. kysely-pglite's package entry also loads its code
// generator (about 0.9 s of imports at every start), and its driver hands out one shared session
// without a lock, so two concurrent transactions would interleave. PGlite is a single session for
// the whole process: a COMMIT or ROLLBACK sent on it ends whatever transaction is open there. This
// driver gives the session to one caller at a time, as a lease: each acquisition is a connection
// object of its own, and a statement, COMMIT, ROLLBACK or release through a lease that no longer
// holds the session throws instead of running in the current holder's transaction (issue 45: a
// leftover of a finished request released the session its next holder still used).

/**
 * Statements kept prepared in the session. Each distinct SQL text is parsed (and, once PostgreSQL
 * settles on a generic plan, planned) once, not at every execution; the oldest is closed past this.
 */
const PREPARED_STATEMENTS = 128;
/** SQLSTATE of "cached plan must not change result type": a table a statement reads was altered. */
const CACHED_PLAN_CHANGED = '0A000';

interface Prepared {
  name: string;
  /** The parameters' type OIDs, which pick each value's serializer (as PGlite's own query does). */
  paramTypes: number[];
}

/**
 * Each statement holds the event loop while it runs, and the statements of a request (a document's
 * number, then its insert, event and commit) used to follow one another in microtasks, one block
 * ahead of every request that arrived meanwhile. Waiting for the loop's next turn before each lets
 * those be read and answered in between: a search next to documents being made waits behind one
 * statement, not a document's five (docs/design/performance.md, 2026-11-28).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Protocol messages in one buffer, so that one call into the database runs them all. */
const messages = (...parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/**
 * Runs queries as named prepared statements. PGlite's own query() parses, describes, binds,
 * describes and executes in five calls into WebAssembly, and PostgreSQL parses and plans the text
 * every time; here a known statement is one call (bind, describe, execute, sync) that reuses the
 * parse and, after PostgreSQL's first executions, the plan. On the embedded database each statement
 * holds the event loop, so this is time given back to requests. Results are read by PGlite's own
 * parser and parameters written by its serializers: the rows are the same as from query().
 */
class PGliteSession {
  private readonly prepared = new Map<string, Prepared>();
  private sequence = 0;

  constructor(private readonly client: PGlite) {}

  /** Runs a statement once `mayRun` (the check that its lease still holds the session) passes, just before it runs. */
  async execute<R>(compiledQuery: CompiledQuery, mayRun: () => void): Promise<QueryResult<R>> {
    await yieldToEventLoop();
    const result = await this.client.runExclusive(() => {
      mayRun();
      return this.run<R>(compiledQuery.sql, compiledQuery.parameters);
    });
    // PGlite's query() syncs the file system after each statement outside its own transactions.
    await this.client.syncToFs();
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  private async run<R>(text: string, parameters: readonly unknown[], retried = false): Promise<{ rows: R[]; affectedRows?: number }> {
    const statement = await this.prepare(text);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const results = await this.client.execProtocolStream(
        messages(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()),
        { syncToFs: false },
      );
      return (parse.parseResults(results, this.client.parsers)[0] ?? { rows: [] }) as unknown as { rows: R[]; affectedRows?: number };
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED || retried) throw error;
      await this.forget(text);
      return this.run<R>(text, parameters, true);
    }
  }

  private async prepare(text: string): Promise<Prepared> {
    const known = this.prepared.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close.
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    if (this.prepared.size >= PREPARED_STATEMENTS) await this.forget(this.prepared.keys().next().value!);
    const name = `etp_${++this.sequence}`;
    const results = await this.client.execProtocolStream(
      messages(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
      { syncToFs: false },
    );
    const description = results.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    this.prepared.set(text, statement);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.prepared.get(text);
    if (!statement) return;
    this.prepared.delete(text);
    await this.client.execProtocolStream(messages(protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()), { syncToFs: false });
  }
}

/** A use of the session through a lease that does not hold it: a programming error, never run. */
export class SessionLeaseError extends Error {
  constructor(what: string) {
    super(`${what} through a lease that does not hold the embedded database session (it was released, or never held it)`);
    this.name = 'SessionLeaseError';
  }
}

/** One acquisition of the session: valid from its acquisition to its release, and only then. */
class PGliteLease implements DatabaseConnection {
  /** BEGIN ran through this lease and no COMMIT or ROLLBACK since. */
  inTransaction = false;

  constructor(private readonly driver: PGliteDriver) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, compiledQuery);
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries.');
  }
}

class PGliteDriver implements Driver {
  private readonly session: PGliteSession;
  /** The lease holding the session; the next waiting acquisition gets it at its release. */
  private holder: PGliteLease | null = null;
  private readonly waiting: Array<{ lease: PGliteLease; take: () => void }> = [];

  constructor(private readonly client: PGlite) {
    this.session = new PGliteSession(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const lease = new PGliteLease(this);
    if (this.holder === null) this.holder = lease;
    else await new Promise<void>((take) => this.waiting.push({ lease, take }));
    return lease;
  }

  /** A statement through `lease`: refused at once, and again just before it runs, unless the lease holds the session. */
  execute<R>(lease: PGliteLease, compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const holds = () => {
      if (this.holder !== lease) throw new SessionLeaseError(`the statement "${compiledQuery.sql.slice(0, 60)}"`);
    };
    try {
      holds();
    } catch (error) {
      return Promise.reject(error);
    }
    return this.session.execute<R>(compiledQuery, holds);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = this.held(connection, 'BEGIN');
    await lease.executeQuery(CompiledQuery.raw('BEGIN'));
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = this.held(connection, 'COMMIT');
    await lease.executeQuery(CompiledQuery.raw('COMMIT'));
    lease.inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = this.held(connection, 'ROLLBACK');
    await lease.executeQuery(CompiledQuery.raw('ROLLBACK'));
    lease.inTransaction = false;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = this.held(connection, 'release');
    // A transaction whose COMMIT and ROLLBACK both failed is not handed to the next holder.
    if (lease.inTransaction) await lease.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
    const next = this.waiting.shift();
    this.holder = next?.lease ?? null;
    next?.take();
  }

  private held(connection: DatabaseConnection, what: string): PGliteLease {
    if (!(connection instanceof PGliteLease) || connection !== this.holder) throw new SessionLeaseError(what);
    return connection;
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

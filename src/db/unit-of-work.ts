import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult, type TransactionSettings } from 'kysely';
import type { UnitOfWork } from '../domain/idempotency.js';

// Work whose writes commit together or not at all, whatever transactions the code inside opens:
// an idempotent request's work and its stored answer (src/domain/idempotency.ts), so that a
// process killed between the two leaves neither (issue 38: a retry after a crash created an order
// twice). The stores need not know: the driver of the query layer is wrapped, and inside a unit
// (an AsyncLocalStorage context) the first transaction a store opens begins the unit's
// transaction, whose commit waits for the end of the unit; every later query and transaction in
// the unit runs on that connection, a transaction as a savepoint (its rollback still undoes only
// its own writes). Queries before that first transaction run on their own (reads; a document
// number taken before its PDF is rendered), so a unit holds a connection (on the embedded
// database: the only one) only from its first transaction to its end, not while it renders or
// resolves. Effects outside the database that must follow the commit (a stream publication, a
// cache refresh, waking the webhook worker) are registered with afterCommit. Transactions inside a
// unit run one at a time. Before the unit's transaction begins, its branches take one connection
// at a time: a branch asking while another holds one waits until that one is released or has begun
// the unit's transaction, which it then joins. (Two at once would need two connections: on the
// embedded database, whose one session the first holds, the second waited for a unit that was
// waiting for it, and the whole process with them.)
//
// Every connection handed out is a lease of its own that knows its unit; its COMMIT, ROLLBACK and
// release are decided by that lease, never by the context they happen to be called from. A unit
// ends (commits or rolls back, and gives its connection back) only once every lease on its
// connection is released, so a transaction begun inside it never outlives it; once its work has
// settled, nothing new starts in it: a query or transaction begun then in its context throws.
// (Issue 45: these went to the connection's next holder once the unit had ended, ending another
// request's transaction half-way on the embedded database, or using a pooled client returned to
// the pool on PostgreSQL.)

type UnitState = 'open' | 'ending' | 'ended';

interface Unit {
  /** open: its work runs; ending: its work settled, leases on its connection still out; ended. */
  state: UnitState;
  /** The inner connection holding the unit's transaction, once begun. */
  connection: DatabaseConnection | null;
  beginning: Promise<DatabaseConnection> | null;
  /** Leases on the unit's connection not yet released (its transactions among them). */
  leases: number;
  /** Called when `leases` falls to 0 while the unit is ending. */
  drained: (() => void) | null;
  /** Transactions inside the unit run one after the other, each in a savepoint. */
  turn: Promise<void>;
  releaseTurn: (() => void) | null;
  /** Connections held by its branches before its transaction began (at most one). */
  separate: number;
  /** Branches waiting for that connection to be released or to begin the unit's transaction. */
  waitingForSeparate: Array<() => void>;
  afterCommit: Array<() => unknown>;
}

/** A misuse of a connection or a unit of work: a programming error, never sent to the database. */
export class UnitOfWorkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnitOfWorkError';
  }
}

let savepointSequence = 0;

/** One acquisition of a connection: usable from its acquisition to its release. */
class Lease implements DatabaseConnection {
  released = false;
  /** The savepoint of the transaction open through this lease inside its unit. */
  savepoint: string | null = null;

  constructor(
    readonly inner: DatabaseConnection,
    readonly unit: Unit | null,
    /** The lease is on its unit's connection (given back when the unit ends, not at the lease's release). */
    public onUnitConnection: boolean,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.released) return Promise.reject(new UnitOfWorkError(`the statement "${compiledQuery.sql.slice(0, 60)}" through a connection lease already released`));
    return this.inner.executeQuery<R>(compiledQuery);
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.released) throw new UnitOfWorkError('a stream through a connection lease already released');
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

function leaseOf(connection: DatabaseConnection, what: string): Lease {
  if (!(connection instanceof Lease)) throw new UnitOfWorkError(`${what} on a connection this database did not hand out`);
  if (connection.released) throw new UnitOfWorkError(`${what} through a connection lease already released`);
  return connection;
}

function refuseUnlessOpen(unit: Unit, what: string): void {
  if (unit.state !== 'open') throw new UnitOfWorkError(`${what} started inside a unit of work after its work ended`);
}

class UnitAwareDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly units: AsyncLocalStorage<Unit>,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const unit = this.units.getStore();
    if (!unit) return new Lease(await this.inner.acquireConnection(), null, false);
    refuseUnlessOpen(unit, 'a query');
    while (!unit.connection && !unit.beginning && unit.separate > 0) {
      await new Promise<void>((resolve) => unit.waitingForSeparate.push(resolve));
      refuseUnlessOpen(unit, 'a query');
    }
    if (unit.connection || unit.beginning) {
      const connection = unit.connection ?? (await unit.beginning!);
      refuseUnlessOpen(unit, 'a query');
      unit.leases += 1;
      return new Lease(connection, unit, true);
    }
    unit.separate += 1;
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      this.separateEnded(unit);
      throw error;
    }
    if (unit.state !== 'open') {
      // Waited for the connection while the unit's work settled.
      this.separateEnded(unit);
      await this.inner.releaseConnection(connection);
      refuseUnlessOpen(unit, 'a query');
    }
    return new Lease(connection, unit, false);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const lease = leaseOf(connection, 'BEGIN');
    const unit = lease.unit;
    if (!unit) return this.inner.beginTransaction(lease.inner, settings);
    refuseUnlessOpen(unit, 'a transaction');
    if (!lease.onUnitConnection) {
      // A transaction on a connection taken before the unit's began (two at once in one request).
      if (unit.connection || unit.beginning) throw new UnitOfWorkError('a second connection inside a unit of work');
      // The first transaction: it begins the unit's, and its connection becomes the unit's.
      lease.onUnitConnection = true;
      unit.leases += 1;
      unit.beginning = this.inner.beginTransaction(lease.inner, settings).then(() => lease.inner);
      // The branches waiting for this connection join the unit's transaction.
      this.separateEnded(unit);
      try {
        unit.connection = await unit.beginning;
      } catch (error) {
        unit.beginning = null;
        lease.onUnitConnection = false;
        unit.separate += 1;
        this.leaseReleased(unit);
        throw error;
      }
    }
    await this.takeTurn(unit);
    const name = `unit_${++savepointSequence}`;
    try {
      await lease.inner.executeQuery(CompiledQuery.raw(`SAVEPOINT ${name}`));
    } catch (error) {
      this.passTurn(unit);
      throw error;
    }
    lease.savepoint = name;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = leaseOf(connection, 'COMMIT');
    if (!lease.unit) return this.inner.commitTransaction(lease.inner);
    const name = lease.savepoint;
    if (name === null) throw new UnitOfWorkError('COMMIT through a lease with no transaction open');
    await lease.inner.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT ${name}`));
    lease.savepoint = null;
    this.passTurn(lease.unit);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = leaseOf(connection, 'ROLLBACK');
    if (!lease.unit) return this.inner.rollbackTransaction(lease.inner);
    const name = lease.savepoint;
    if (name === null) throw new UnitOfWorkError('ROLLBACK through a lease with no transaction open');
    lease.savepoint = null;
    try {
      await lease.inner.executeQuery(CompiledQuery.raw(`ROLLBACK TO SAVEPOINT ${name}`));
      await lease.inner.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT ${name}`));
    } finally {
      this.passTurn(lease.unit);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = leaseOf(connection, 'release');
    lease.released = true;
    if (!lease.onUnitConnection) {
      if (lease.unit) this.separateEnded(lease.unit);
      return this.inner.releaseConnection(lease.inner);
    }
    const unit = lease.unit!;
    this.leaseReleased(unit);
    if (lease.savepoint !== null) {
      // Released with its transaction neither committed nor rolled back (Kysely always does one):
      // the turn goes on so that the unit can end, and the error fails the work, which rolls it back.
      lease.savepoint = null;
      this.passTurn(unit);
      throw new UnitOfWorkError('a transaction inside a unit of work released without its commit or rollback');
    }
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** Waits until every lease on the unit's connection is released (the unit's work has settled). */
  async drain(unit: Unit): Promise<void> {
    while (unit.leases > 0) await new Promise<void>((resolve) => (unit.drained = resolve));
  }

  /** Commits or rolls back the unit's transaction, if it began, and gives its connection back. */
  async finish(unit: Unit, commit: boolean): Promise<void> {
    const connection = unit.connection;
    if (!connection) return;
    unit.connection = null;
    try {
      if (commit) await this.inner.commitTransaction(connection);
      else await this.inner.rollbackTransaction(connection);
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  private leaseReleased(unit: Unit): void {
    unit.leases -= 1;
    if (unit.leases === 0) {
      const drained = unit.drained;
      unit.drained = null;
      drained?.();
    }
  }

  /** A connection a branch held before the unit's transaction is released, or began it: the waiting branches go on. */
  private separateEnded(unit: Unit): void {
    unit.separate -= 1;
    // Every waiter looks again: each joins a transaction begun, or one takes the freed connection.
    const waiting = unit.waitingForSeparate;
    unit.waitingForSeparate = [];
    for (const wake of waiting) wake();
  }

  private async takeTurn(unit: Unit): Promise<void> {
    while (unit.releaseTurn) await unit.turn;
    unit.turn = new Promise((resolve) => (unit.releaseTurn = resolve));
  }

  private passTurn(unit: Unit): void {
    const release = unit.releaseTurn;
    unit.releaseTurn = null;
    release?.();
  }
}

export interface DatabaseUnitOfWork extends UnitOfWork {
  /** Runs `effect` once the unit the caller is in has committed (at once outside a unit; never if it rolls back). */
  afterCommit(effect: () => unknown): Promise<void>;
}

/** Units of work on one database: wrap its dialect, then run units. */
export class UnitsOfWork implements DatabaseUnitOfWork {
  private readonly units = new AsyncLocalStorage<Unit>();
  private driver: UnitAwareDriver | null = null;

  constructor(private readonly onEffectError: (error: unknown) => void = () => {}) {}

  /** The dialect whose driver takes part in this database's units. */
  wrap(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => (this.driver = new UnitAwareDriver(dialect.createDriver(), this.units)),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const driver = this.driver;
    if (!driver) throw new Error('the unit of work runs on a database opened with its dialect');
    const unit: Unit = { state: 'open', connection: null, beginning: null, leases: 0, drained: null, turn: Promise.resolve(), releaseTurn: null, separate: 0, waitingForSeparate: [], afterCommit: [] };
    let outcome: { ok: true; result: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, result: await this.units.run(unit, work) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    // A branch of the work may still be inside a transaction (its promise not awaited, or a
    // sibling failed first): the unit ends after it, and nothing new starts in it meanwhile.
    unit.state = 'ending';
    await driver.drain(unit);
    unit.state = 'ended';
    if (!outcome.ok) {
      await driver.finish(unit, false).catch(() => undefined);
      throw outcome.error;
    }
    await driver.finish(unit, true);
    for (const effect of unit.afterCommit) await this.apply(effect);
    return outcome.result;
  }

  /** (A bound function: services hand it around.) */
  readonly afterCommit = async (effect: () => unknown): Promise<void> => {
    const unit = this.units.getStore();
    if (!unit) return this.apply(effect);
    // While ending, a transaction still open in the unit may register one: it follows the unit's commit.
    if (unit.state !== 'ended') return void unit.afterCommit.push(effect);
    // No write can have been made in a unit that has ended (its statements are refused), so there
    // is no commit for the effect to follow.
    this.onEffectError(new UnitOfWorkError('an effect registered inside a unit of work after it ended (not run)'));
  };

  /** The work is committed (and an idempotent answer stored): an effect that fails is reported, it does not fail the request. */
  private async apply(effect: () => unknown): Promise<void> {
    try {
      await effect();
    } catch (error) {
      this.onEffectError(error);
    }
  }
}

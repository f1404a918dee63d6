import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type TransactionSettings } from 'kysely';
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
// unit run one at a time (two opened at once before the unit's began would need two connections:
// refused on PostgreSQL, and on the embedded database the second would wait for the first's end).

interface Unit {
  open: boolean;
  /** The connection holding the unit's transaction, once begun. */
  connection: DatabaseConnection | null;
  beginning: Promise<DatabaseConnection> | null;
  /** Savepoints of the transactions open in the unit, innermost last (one at a time: see `turn`). */
  savepoints: string[];
  /** Transactions inside the unit run one after the other, each in a savepoint. */
  turn: Promise<void>;
  releaseTurn: (() => void) | null;
  afterCommit: Array<() => unknown>;
}

let savepointSequence = 0;

class UnitAwareDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly units: AsyncLocalStorage<Unit>,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const unit = this.openUnit();
    if (unit?.connection) return unit.connection;
    if (unit?.beginning) return unit.beginning;
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const unit = this.openUnit();
    if (!unit) return this.inner.beginTransaction(connection, settings);
    if (!unit.connection && !unit.beginning) {
      unit.beginning = this.inner.beginTransaction(connection, settings).then(() => connection);
      unit.connection = await unit.beginning;
    } else if ((unit.connection ?? (await unit.beginning)) !== connection) {
      // A transaction on a connection taken before the unit's began (two at once in one request).
      throw new Error('a second connection inside a unit of work');
    }
    await this.takeTurn(unit);
    const name = `unit_${++savepointSequence}`;
    unit.savepoints.push(name);
    await connection.executeQuery(CompiledQuery.raw(`SAVEPOINT ${name}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const unit = this.unitOf(connection);
    if (!unit) return this.inner.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT ${unit.savepoints.pop()!}`));
    this.passTurn(unit);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const unit = this.unitOf(connection);
    if (!unit) return this.inner.rollbackTransaction(connection);
    const name = unit.savepoints.pop()!;
    try {
      await connection.executeQuery(CompiledQuery.raw(`ROLLBACK TO SAVEPOINT ${name}`));
      await connection.executeQuery(CompiledQuery.raw(`RELEASE SAVEPOINT ${name}`));
    } finally {
      this.passTurn(unit);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // The unit's connection is given back when the unit ends (finish).
    if (this.unitOf(connection)) return;
    await this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
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

  private openUnit(): Unit | undefined {
    const unit = this.units.getStore();
    return unit?.open ? unit : undefined;
  }

  /** The unit whose transaction `connection` holds, when called inside it. */
  private unitOf(connection: DatabaseConnection): Unit | undefined {
    const unit = this.openUnit();
    return unit && unit.connection === connection ? unit : undefined;
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
    const unit: Unit = { open: true, connection: null, beginning: null, savepoints: [], turn: Promise.resolve(), releaseTurn: null, afterCommit: [] };
    let result: T;
    try {
      result = await this.units.run(unit, work);
    } catch (error) {
      unit.open = false;
      await unit.beginning?.catch(() => undefined);
      await driver.finish(unit, false).catch(() => undefined);
      throw error;
    }
    unit.open = false;
    await unit.beginning;
    await driver.finish(unit, true);
    for (const effect of unit.afterCommit) await this.apply(effect);
    return result;
  }

  /** (A bound function: services hand it around.) */
  readonly afterCommit = async (effect: () => unknown): Promise<void> => {
    const unit = this.units.getStore();
    if (unit?.open) unit.afterCommit.push(effect);
    else await this.apply(effect);
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

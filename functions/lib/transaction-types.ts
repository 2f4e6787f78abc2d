import type { CommittedTransactionResult, TransactWriteEntities, TransactWriteItem } from 'electrodb';
import type { entities } from './entities';

// The types every transactional write helper shares, apart from the change log that runs the
// transaction, so a helper (the activity counters, a resource's claims) and the change log can
// both use them without importing each other.

/** The entities as a transaction callback receives them (their writes end in `.commit()`). */
export type TransactionEntities = TransactWriteEntities<typeof entities>;
/** The few of them a helper writes to: `Tx<'uniqueValue'>`. */
export type Tx<K extends keyof TransactionEntities> = Pick<TransactionEntities, K>;
/** One committed write of a transaction, as ElectroDB's `.commit()` returns it. */
export type Committed = CommittedTransactionResult<unknown, TransactWriteItem>;

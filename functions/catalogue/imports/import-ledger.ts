import { ConflictError } from '../../lib/errors';
import type { Committed, Tx } from '../../lib/transaction-types';
import type { Plan } from '../../lib/write-plan';

/**
 * What a service's save carries when an import makes it (catalogue/imports): the batch's ledger
 * write, added to the save's own transaction. Its condition (a new row, or a row not yet rolled
 * back) makes a retried import job skip what an earlier run already did, exactly.
 */
export type LedgerWrite = (e: Tx<'importRow'>) => Committed;

export type SaveOptions = {
  /** The record's id, chosen by the import (one per batch and row), so a retried create names the same record. */
  readonly id?: string;
  readonly ledger?: LedgerWrite;
};

/** The ledger's condition failed: an earlier run of the job saved this row already. */
export class AlreadyApplied extends ConflictError {
  constructor() {
    super('An earlier run of this import already saved the row.');
  }
}

/** Adds an import's ledger entry, if the save carries one, to the save's transaction plan. */
export function addLedger(plan: Plan, e: Tx<'importRow'>, options: SaveOptions) {
  if (options.ledger) plan.add(options.ledger(e), () => new AlreadyApplied());
}

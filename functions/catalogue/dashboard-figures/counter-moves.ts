import type { Tx } from '../../lib/change-log';
import { ConflictError } from '../../lib/errors';
import type { Plan } from '../../lib/write-plan';
import { effectiveMoves, type CounterMove } from './object-facts';

/** One write per counter that moves: several objects' changes were gathered first (object-facts.ts). */
export function planCounterMoves(plan: Plan, e: Tx<'counter'>, tenant: string, moves: Map<string, CounterMove>) {
  for (const [name, move] of effectiveMoves(moves)) {
    const update = e.counter.update({ tenant, name }).add({ count: move.by });
    plan.add((move.label ? update.set({ label: move.label }) : update).commit(), () => new ConflictError('The dashboard figures are busy. Try again.'));
  }
}

/**
 * Thrown when a record write finds its object's tally moved on since it was read (another record
 * of the same object saved in between): the write is worked out again from a fresh read
 * (`TALLY_ATTEMPTS` times at most, records/record-blocks.ts).
 */
export class TallyMovedError extends Error {
  constructor() {
    super('The object tally moved on since it was read.');
  }
}

/** How often a transaction whose tally moved on is worked out again before its save gives up. */
export const TALLY_ATTEMPTS = 6;

/** The pause before working it out again, longer each time (and spread, so two lanes part). */
export const pauseAfterTallyMoved = (attempt: number) => new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20 * attempt));

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
 * of the same object saved in between): the write is worked out again from a fresh read.
 */
export class TallyMovedError extends Error {
  constructor() {
    super('The object tally moved on since it was read.');
  }
}

const ATTEMPTS = 6;

export async function retryWhileTallyMoves<T>(work: () => Promise<T>, gaveUp: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TallyMovedError)) throw error;
      if (attempt >= ATTEMPTS) throw gaveUp();
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20 * attempt));
    }
  }
}

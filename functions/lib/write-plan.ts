import type { Committed } from './transaction-types';

/**
 * A transaction's writes, each with the error its failed condition means: the rejected index
 * that `writeWithLog` reports is looked up here (history entries come after these).
 * `writeWithLog` builds the writes again when it retries a busy transaction: `attempt` starts
 * each build from nothing, so no write is sent twice.
 */
export class Plan {
  readonly writes: Committed[] = [];
  private readonly rejections: (() => Error)[] = [];
  constructor(private readonly otherwise: () => Error) {}
  add(write: Committed, rejected: () => Error) {
    this.writes.push(write);
    this.rejections.push(rejected);
  }
  attempt(build: () => void): Committed[] {
    this.writes.length = 0;
    this.rejections.length = 0;
    build();
    return this.writes;
  }
  rejection = (index: number): Error => this.rejections[index]?.() ?? this.otherwise();
}

import type { Committed } from './transaction-types';

/**
 * A transaction's writes, each with the error its failed condition means: the rejected index
 * that `writeWithLog` reports is looked up here (history entries come after these).
 */
export class Plan {
  readonly writes: Committed[] = [];
  private readonly rejections: (() => Error)[] = [];
  constructor(private readonly otherwise: () => Error) {}
  add(write: Committed, rejected: () => Error) {
    this.writes.push(write);
    this.rejections.push(rejected);
  }
  rejection = (index: number): Error => this.rejections[index]?.() ?? this.otherwise();
}

import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors';
import { fitTransactions, inRounds, SHARED_ITEM } from './save-groups';

/** How a block of saves is cut into transactions (docs/imports.md#saves-in-blocks). */
describe('fitTransactions', () => {
  const save = (i: number, shared: string[] = ['objects', 'dash.available']) => ({ i, own: 7, keys: [`object:${i}`, `number:n-${i}`], shared });
  const itemsOf = (group: ReturnType<typeof save>[]) => group.reduce((n, s) => n + s.own, 0) + new Set(group.flatMap((s) => s.shared)).size + 2;

  it('fills each transaction up to 100 items, the shared counters counted once per transaction', () => {
    const groups = fitTransactions(Array.from({ length: 25 }, (_, i) => save(i)), (s) => s);
    expect(groups.map((g) => g.length)).toEqual([13, 12]);
    expect(groups.map(itemsOf)).toEqual([95, 88]);
    expect(groups.flat().map((s) => s.i)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('starts a new transaction when another save\'s shared items would pass 100', () => {
    const groups = fitTransactions(Array.from({ length: 12 }, (_, i) => save(i, [`dash.country.${i}`, `value:${i}`])), (s) => s);
    expect(groups.every((g) => itemsOf(g) <= 100)).toBe(true);
    expect(groups.map((g) => g.length)).toEqual([10, 2]);
  });

  it('refuses a block in which two saves name one record or number', () => {
    const swap = [{ ...save(1), keys: ['object:1', 'number:a', 'number:b'] }, { ...save(2), keys: ['object:2', 'number:b', 'number:a'] }];
    expect(() => fitTransactions(swap, (s) => s)).toThrow(new ConflictError(SHARED_ITEM));
    expect(() => fitTransactions([save(1), save(1)], (s) => s)).toThrow(SHARED_ITEM);
  });
});

/** How a block of record saves meets one object twice: each save in the round after its object's previous one. */
describe('inRounds', () => {
  it('keeps an object to one save a round, in the block\'s order, and moves two objects together', () => {
    const saves = [
      { id: 'a', objects: ['o1'] },
      { id: 'b', objects: ['o1'] },
      { id: 'c', objects: ['o2'] },
      { id: 'd', objects: ['o2', 'o1'] },
      { id: 'e', objects: ['o3'] },
    ];
    const rounds = inRounds(saves, (s) => s.objects).map((round) => round.map((s) => s.id));
    expect(rounds).toEqual([['a', 'c', 'e'], ['b'], ['d']]);
  });
});

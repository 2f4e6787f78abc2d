import { marshall as sdkMarshall, unmarshall as sdkUnmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { marshall, unmarshall } from './attribute-values';

const SDK_OPTIONS = { removeUndefinedValues: true, convertClassInstanceToMap: true };

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

/** Items as ElectroDB and our services write them: every kind of value, nested. */
const samples: Record<string, unknown>[] = [
  { pk: 'demo#user#1', sk: 'user', version: 3, ratio: -0.125, big: 2n ** 60n, active: true, avatar: null },
  { name: '', unicode: 'Māori 🎨', list: [1, 'two', false, null, [3], { four: 4 }], map: { nested: { deep: ['x'] } } },
  { ids: new Set(['b', 'a']), counts: new Set([1, 2.5]), gone: undefined, sparse: [1, undefined, 2], inner: { skip: undefined, keep: 0 } },
  { point: new Point(1, 2), table: new Map<string, unknown>([['k', 'v']]), empty: {}, none: [], method: () => 1 },
  { mixed: new Set(['a', 1]) },
];

describe('attribute values', () => {
  it.each(samples.map((s, i) => [i, s]))('stores sample %i and reads back what the SDK would', (_i, sample) => {
    expect(unmarshall(marshall(sample))).toEqual(sdkUnmarshall(sdkMarshall(sample, SDK_OPTIONS)));
  });

  it('carries binary as base64, as the JSON protocol does, and reads it back as bytes', () => {
    const wire = marshall({ bytes: new Uint8Array([1, 2, 250]), set: new Set([Buffer.from('hi')]) });
    expect(wire).toEqual({ bytes: { B: 'AQL6' }, set: { BS: ['aGk='] } });
    expect(unmarshall(wire)).toEqual({ bytes: new Uint8Array([1, 2, 250]), set: new Set([new Uint8Array(Buffer.from('hi'))]) });
  });

  it('refuses what DynamoDB cannot store faithfully, as the SDK does', () => {
    for (const bad of [{ n: NaN }, { n: Infinity }, { n: 2 ** 60 }, { s: new Set() }, { s: new Set([1, 2 ** 60]) }, { l: [NaN] }]) {
      expect(() => marshall(bad)).toThrow();
      expect(() => sdkMarshall(bad, SDK_OPTIONS)).toThrow();
    }
  });
});

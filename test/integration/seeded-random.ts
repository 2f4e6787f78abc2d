/** A seeded generator for the suites' random mixes: the same mix every run of a suite. */
export function seededRandom(seed: number) {
  let state = seed;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const chance = (p: number) => random() < p;
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return { random, chance, pick };
}

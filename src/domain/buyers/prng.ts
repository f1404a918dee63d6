// A small seeded PRNG (sfc32, from PractRand) so the sandbox is the same on every machine and run.
// Math.random is never used: its sequence differs per process.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Index drawn with probability proportional to the weights behind `cumulative` (a running sum). */
  weighted(cumulative: readonly number[]): number;
}

export function sfc32(seedA: number, seedB: number, seedC: number, seedD: number): Rng {
  let a = seedA >>> 0;
  let b = seedB >>> 0;
  let c = seedC >>> 0;
  let d = seedD >>> 0;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs still echo the seed; the reference implementation discards them too.
  for (let i = 0; i < 15; i++) nextUint32();

  const next = (): number => nextUint32() / 4294967296;
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[int(items.length)]!;
    },
    weighted: (cumulative: readonly number[]): number => {
      const total = cumulative[cumulative.length - 1];
      if (total === undefined || !(total > 0)) throw new Error('weights must have a positive sum');
      const target = next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
  };
}

/** Running sums of weights, the form `Rng.weighted` takes. */
export function cumulativeSums(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}

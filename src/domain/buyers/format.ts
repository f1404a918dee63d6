/** The specification's display form of an import volume: `$12.5M`, `$850K`, `$1.2B`. */
export function displayUsd(amount: number): string {
  const units: Array<[number, string]> = [
    [1_000_000_000, 'B'],
    [1_000_000, 'M'],
    [1_000, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (amount >= size) return `$${(Math.round((amount / size) * 10) / 10).toFixed(1).replace(/\.0$/, '')}${suffix}`;
  }
  return `$${amount}`;
}

// The varied-search bench turns its calibration runs (the bare route spending fixed CPU per
// request) into the CPU per request a server may use at the target ratio.
import { describe, expect, it } from 'vitest';
import { cpuAtRatio } from '../../bench/buyer-search.js';

describe('cpuAtRatio', () => {
  // Throughput as 1 / CPU: 30 µs at ratio 1, 60 µs at 0.5, 120 µs at 0.25.
  const points = [
    { ratio: 1, cpuUs: 30 },
    { ratio: 0.5, cpuUs: 60 },
    { ratio: 0.25, cpuUs: 120 },
  ];

  it('gives a calibration point back at its own ratio', () => {
    expect(cpuAtRatio(points, 0.5)).toBeCloseTo(60, 6);
    expect(cpuAtRatio(points, 0.25)).toBeCloseTo(120, 6);
  });

  it('interpolates 1 / ratio linearly in CPU between the points around the ratio', () => {
    expect(cpuAtRatio(points, 0.4)).toBeCloseTo(75, 6);
    expect(cpuAtRatio([points[2]!, points[0]!, points[1]!], 0.4)).toBeCloseTo(75, 6);
  });

  it('extrapolates from the last two points below the lowest ratio measured', () => {
    expect(cpuAtRatio(points, 0.2)).toBeCloseTo(150, 6);
  });
});

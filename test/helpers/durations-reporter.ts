import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

// Each test file's whole time (environment, import, hooks and tests: what a worker spends on it),
// written as JSON for CI's summary and printed as the ten slowest at the end of a run. Vitest's own
// JSON report gives a file's tests only, without its import and beforeAll, which is most of a
// server-starting file. Used by .ci/run; `npx vitest run --reporter=./test/helpers/durations-reporter.ts`
// prints the same list by hand.

export interface FileDuration {
  file: string;
  /** Seconds, from the worker's environment set-up to its last test. */
  seconds: number;
  importSeconds: number;
  tests: number;
}

const SHOWN = 10;

export default class DurationsReporter implements Reporter {
  private readonly files: FileDuration[] = [];

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({
      file: module.moduleId.replace(/^.*?\/test\//, 'test/'),
      seconds: Math.round(ms) / 1000,
      importSeconds: Math.round(d.collectDuration) / 1000,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds);
    const outputFile = this.options.outputFile ?? process.env.TEST_DURATIONS_FILE;
    if (outputFile) writeFileSync(outputFile, JSON.stringify(slowest, null, 1) + '\n');
    const total = slowest.reduce((sum, f) => sum + f.seconds, 0);
    process.stdout.write(`\nThe ${Math.min(SHOWN, slowest.length)} slowest of ${slowest.length} test files (${total.toFixed(0)} s over all files and workers):\n`);
    for (const f of slowest.slice(0, SHOWN)) process.stdout.write(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests; import ${f.importSeconds.toFixed(1)} s)\n`);
  }
}

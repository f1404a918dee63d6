// The sample runner as a command, for the test that runs it from hostile shells and an empty
// environment (test/docs/guide-samples.test.ts): `node --import tsx test/helpers/run-samples.ts
// '<samples JSON>' '<vars JSON>'` runs each `{lang, code}` with the variables and prints one JSON
// array of `{stdout, stderr, failed}`.
import { clientSampleRunner, type SampleLanguage } from './client-samples.js';

const samples = JSON.parse(process.argv[2] ?? '[]') as { lang: SampleLanguage; code: string }[];
const vars = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
const runner = await clientSampleRunner();
const results: { stdout: string; stderr: string; failed: boolean }[] = [];
try {
  for (const sample of samples) {
    results.push(
      await runner.run(sample.lang, sample.code, vars).then(
        ({ stdout, stderr }) => ({ stdout, stderr, failed: false }),
        (error: { stdout?: string; stderr?: string; message: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? error.message, failed: true }),
      ),
    );
  }
} finally {
  runner.close();
}
process.stdout.write(JSON.stringify(results));

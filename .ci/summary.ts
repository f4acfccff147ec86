// Prints one closing line for the whole CI run: 'N passed, N failed' over Vitest and Playwright JSON reports.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
}
console.log(`total: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);

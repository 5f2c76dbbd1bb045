import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Says once why tests were skipped, with how many: the list reporter only marks each one "-"
 * (e.g. screenshot tests on a browser without baselines, tests/e2e/visual/visual.ts).
 */
export default class SkipReasons implements Reporter {
  private readonly reasons = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') return;
    const skip = [...result.annotations, ...test.annotations].find((a) => a.type === 'skip');
    const reason = skip?.description ?? 'no reason given';
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
  }

  onEnd() {
    for (const [reason, count] of this.reasons) {
      console.log(`${count} skipped: ${reason}`);
    }
  }

  printsToStdio() {
    return false;
  }
}

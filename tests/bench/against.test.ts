import { describe, expect, it } from 'vitest';
import { describeSpread } from './against';

// `npm run bench -- --against <ref>` says whether its median ratio is beyond the run's noise
// (docs/performance-log.md, section 19).
describe('the spread line of a comparison', () => {
  it('says the builds are within the noise when the interval holds 1', () => {
    const line = describeSpread([0.93, 1.06, 0.99, 1.03, 0.88, 1.1]);
    expect(line).toContain('between 0.880 and 1.100');
    expect(line).toContain('96.9 % sure');
    expect(line).toContain('within the noise');
  });

  it('says which build is faster when the whole interval is on one side of 1', () => {
    expect(describeSpread([1.05, 1.12, 1.08, 1.2])).toContain('this checkout is faster');
    expect(describeSpread([0.8, 0.91, 0.85, 0.95])).toContain('this checkout is slower');
  });
});

import { describe, expect, it } from '@jest/globals';
import { BackgroundPacer } from './background-pacer.js';
import { isBackgroundAnalysis } from './analysis-job.js';

describe('BackgroundPacer', () => {
  it('runs one job per interval and gives the others the next free slots, in order', () => {
    let now = 1_000;
    const pacer = new BackgroundPacer(2_000, () => now);
    expect(pacer.slotFor('first_a')).toBeNull();
    expect(pacer.slotFor('first_b')).toBe(3_000);
    expect(pacer.slotFor('first_c')).toBe(5_000);
    now = 3_000;
    expect(pacer.slotFor('first_b')).toBeNull();
    // A newcomer queues behind c, whose slot is still held.
    expect(pacer.slotFor('first_d')).toBe(7_000);
    now = 5_000;
    expect(pacer.slotFor('first_c')).toBeNull();
  });

  it('sends a job that comes back early back to its own slot', () => {
    let now = 0;
    const pacer = new BackgroundPacer(2_000, () => now);
    pacer.slotFor('first_a');
    expect(pacer.slotFor('first_b')).toBe(2_000);
    now = 1_500;
    expect(pacer.slotFor('first_b')).toBe(2_000);
  });

  it('lets a job run at once when the pace allows', () => {
    let now = 0;
    const pacer = new BackgroundPacer(2_000, () => now);
    expect(pacer.slotFor('first_a')).toBeNull();
    now = 2_000;
    expect(pacer.slotFor('first_b')).toBeNull();
  });
});

describe('isBackgroundAnalysis', () => {
  it("tells the extractor's first analyses from requests someone waits for", () => {
    expect(isBackgroundAnalysis('first_7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr')).toBe(true);
    expect(isBackgroundAnalysis('full_7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr_29511210')).toBe(false);
    expect(isBackgroundAnalysis(undefined)).toBe(false);
  });
});

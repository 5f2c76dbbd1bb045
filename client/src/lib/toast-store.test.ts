import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, subscribeToasts, toast, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
    vi.runAllTimers();
  });

  it('dismisses after 5000 ms and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'Hello', description: 'World' });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(5000);
    unsubscribe();
  });

  it('a replaced toast does not dismiss its successor early', () => {
    toast({ title: 'Old' });
    vi.advanceTimersByTime(4000);
    toast({ title: 'New' });
    vi.advanceTimersByTime(1500);
    expect(getToasts().map((t) => t.title)).toEqual(['New']);
    vi.advanceTimersByTime(3500);
    expect(getToasts()).toHaveLength(0);
  });
});

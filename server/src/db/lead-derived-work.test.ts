import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupCommitWriter, YIELD_AT_MOST_MS } from './group-commit-writer';
import {
  createBudgetedSteps,
  scheduleDerivedWork,
  STEP_BUDGET_MS,
  type SizedSteps,
} from './lead-derived-work';

/** A backlog worked off at `msPerLead`, on a clock the steps move. */
function backlog(leads: number, msPerLead: number, clock: { t: number }) {
  const sizes: number[] = [];
  const work: SizedSteps = {
    step(limit) {
      const done = Math.min(limit, leads);
      leads -= done;
      sizes.push(limit);
      clock.t += done * msPerLead;
      return leads > 0;
    },
  };
  return { work, sizes, left: () => leads };
}

describe('the catch-up steps: short, whatever the cost of a lead', () => {
  it('shrinks the steps of costly work to about the budget (a commit waits for little)', () => {
    const clock = { t: 0 };
    // 0.1 ms a lead: 1,000 leads would hold the writer 100 ms.
    const slow = backlog(20_000, 0.1, clock);
    const steps = createBudgetedSteps([slow.work], () => clock.t);
    while (steps.step());
    expect(slow.left()).toBe(0);
    const settled = slow.sizes.slice(5);
    for (const size of settled) expect(size * 0.1).toBeLessThanOrEqual(2 * STEP_BUDGET_MS);
  });

  it('shrinks to a step of one lead when one lead costs more than the budget', () => {
    const clock = { t: 0 };
    // A lead that takes three budgets: a step of 20 would hold the writer 60 budgets.
    const costly = backlog(1000, 3 * STEP_BUDGET_MS, clock);
    const steps = createBudgetedSteps([costly.work], () => clock.t);
    while (steps.step());
    expect(costly.left()).toBe(0);
    expect(Math.min(...costly.sizes)).toBe(1);
    expect(costly.sizes.slice(-100).every((size) => size === 1)).toBe(true);
  });

  it('grows the steps of cheap work, up to 1,000 leads', () => {
    const clock = { t: 0 };
    const cheap = backlog(50_000, 0.0005, clock);
    const steps = createBudgetedSteps([cheap.work], () => clock.t);
    while (steps.step());
    expect(Math.max(...cheap.sizes)).toBe(1000);
  });

  it('takes turns: one transaction of one work per step, until each has nothing waiting', () => {
    const clock = { t: 0 };
    const index = backlog(300, 0.01, clock);
    const link = backlog(30, 0.01, clock);
    const order: string[] = [];
    const named = (name: string, work: SizedSteps): SizedSteps => ({
      step: (limit) => (order.push(name), work.step(limit)),
    });
    const steps = createBudgetedSteps(
      [named('index', index.work), named('link', link.work)],
      () => clock.t,
    );
    while (steps.step());
    // The link backlog fits one step, so it leaves the turns after its first.
    expect(order.slice(0, 3)).toEqual(['index', 'link', 'index']);
    expect(index.left() + link.left()).toBe(0);
    // "Done" comes from one pass over every work in the same call.
    expect(order.slice(-2)).toEqual(['index', 'link']);
  });

  it('a lead committed after a work had its last turn is not left behind when the catch-up ends', () => {
    const clock = { t: 0 };
    let toIndex = 1;
    let toLink = 2;
    const index: SizedSteps = { step: () => ((toIndex = 0), false) };
    const link: SizedSteps = { step: () => ((toLink = Math.max(0, toLink - 1)), toLink > 0) };
    const steps = createBudgetedSteps([index, link], () => clock.t);
    expect(steps.step()).toBe(true); // the first pass: index done, link has more
    toIndex = 1; // a commit between two turns of the writer's event loop
    expect(steps.step()).toBe(false); // link done; the last pass indexes the new lead
    expect([toIndex, toLink]).toEqual([0, 0]);
  });

  it('with nothing waiting, a catch-up is done in one call', () => {
    const clock = { t: 0 };
    const calls: string[] = [];
    const idle = (name: string): SizedSteps => ({ step: () => (calls.push(name), false) });
    const steps = createBudgetedSteps([idle('index'), idle('link')], () => clock.t);
    expect(steps.step()).toBe(false);
    expect(calls).toEqual(['index', 'link']);
  });
});

const turn = () => new Promise<void>((done) => setImmediate(done));
async function turns(n: number) {
  for (let i = 0; i < n; i++) await turn();
}

describe('derived work gives way to the commits', () => {
  const never = { idleMs: 60_000, maxWaitMs: 60_000, maxLeadsBehind: Infinity };

  it("a lead batch queued in the same turn commits before the catch-up's step", async () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE leads (id INTEGER PRIMARY KEY)');
    const events: string[] = [];
    const insert = sqlite.prepare('INSERT INTO leads (id) VALUES (?)');
    const writer = createGroupCommitWriter<number, number>({
      sqlite,
      apply: (jobs) => jobs.map((id) => (insert.run(id), id)),
      onCommit: (n) => events.push(`commit ${n}`),
      // The writer's start: its catch-up step is due before any batch.
      deferred: (waiting) =>
        scheduleDerivedWork({ step: () => (events.push('step'), false) }, never, waiting),
    });
    await Promise.all([writer.write(1), writer.write(2)]);
    await writer.settle();
    expect(events.slice(0, 2)).toEqual(['commit 2', 'step']);
    await writer.close();
    sqlite.close();
  });

  it('once the lag reaches maxWaitMs, a waiting batch commits first, a step at least every YIELD_AT_MOST_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const ran: number[] = [];
      const work = scheduleDerivedWork(
        { step: () => (ran.push(Date.now()), false) },
        { idleMs: 50, maxWaitMs: 1000, maxLeadsBehind: Infinity },
        () => true, // a batch waits in every turn
      );
      await turns(3); // the catch-up at the start
      ran.length = 0;
      const first = Date.now();
      work.committed(1);
      for (let i = 0; i < 200 && ran.length === 0; i++) {
        await turn();
        await vi.advanceTimersByTimeAsync(10);
        work.committed(1);
      }
      expect(ran).toHaveLength(1);
      expect(ran[0]! - first).toBeGreaterThanOrEqual(1000 + YIELD_AT_MOST_MS);
      expect(ran[0]! - first).toBeLessThanOrEqual(1000 + YIELD_AT_MOST_MS + 20);
      work.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('while a settle() waits, steps run every turn, commits or not', async () => {
    const t = 0;
    let steps = 3;
    const work = scheduleDerivedWork(
      { step: () => --steps > 0 },
      never,
      () => true,
      () => t, // the clock stands still: without the waiter no step would run
    );
    await work.settle();
    expect(steps).toBe(0);
    work.stop();
  });
});

describe('derived work takes the pauses, and its lag is bounded', () => {
  // Real turns of the event loop (setImmediate), a clock and timers moved by hand.
  afterEach(() => void vi.useRealTimers());
  const clockByHand = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  /** Leads waiting for the work (the commits add them), each step taking `perStep`. */
  function waitingLeads(perStep = 1) {
    const state = { left: 0, steps: 0 };
    const work = {
      step: () => (state.steps++, (state.left = Math.max(0, state.left - perStep)) > 0),
    };
    return { state, work };
  }

  it('takes no step while the commits keep coming, and catches up in their first pause', async () => {
    clockByHand();
    const { state, work } = waitingLeads();
    const derived = scheduleDerivedWork(work, {
      idleMs: 50,
      maxWaitMs: 10_000,
      maxLeadsBehind: Infinity,
    });
    await turns(3);
    const atStart = state.steps;
    // A burst: a commit every 10 ms for a second, never 50 ms apart.
    for (let t = 0; t < 1000; t += 10) {
      state.left += 5;
      derived.committed(1);
      await turns(2);
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(state.steps).toBe(atStart);
    expect(state.left).toBe(500);
    await vi.advanceTimersByTimeAsync(50);
    await turns(600);
    expect(state.left).toBe(0);
    derived.stop();
  });

  it('a burst that begins during a catch-up stops it until its next pause', async () => {
    clockByHand();
    const { state, work } = waitingLeads();
    state.left = 1000;
    const derived = scheduleDerivedWork(work, {
      idleMs: 50,
      maxWaitMs: 10_000,
      maxLeadsBehind: Infinity,
    });
    await turns(10);
    expect(state.left).toBeLessThan(1000);
    derived.committed(1);
    await turns(2);
    const during = state.left;
    for (let t = 0; t < 500; t += 10) {
      derived.committed(1);
      await turns(2);
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(state.left).toBe(during);
    await vi.advanceTimersByTimeAsync(50);
    await turns(1100);
    expect(state.left).toBe(0);
    derived.stop();
  });

  it('maxWaitMs after the oldest lead waiting, it catches up although the commits never pause', async () => {
    clockByHand();
    const { state, work } = waitingLeads(100);
    const derived = scheduleDerivedWork(work, {
      idleMs: 50,
      maxWaitMs: 1000,
      maxLeadsBehind: Infinity,
    });
    await turns(3);
    let caughtUpAt: number | null = null;
    const first = Date.now();
    for (let t = 0; t < 1500 && caughtUpAt === null; t += 10) {
      state.left += 5;
      derived.committed(1);
      await turns(20);
      if (state.left === 0) caughtUpAt = Date.now() - first;
      await vi.advanceTimersByTimeAsync(10);
    }
    // Nothing before the bound; within a commit's interval after it, everything.
    expect(caughtUpAt).toBeGreaterThanOrEqual(1000);
    expect(caughtUpAt).toBeLessThanOrEqual(1010);
    derived.stop();
  });

  it('once maxLeadsBehind leads wait, it catches up although the commits never pause', async () => {
    clockByHand();
    const { state, work } = waitingLeads(100);
    const bounds = { idleMs: 50, maxWaitMs: 600_000, maxLeadsBehind: 300 };
    const derived = scheduleDerivedWork(work, bounds);
    await turns(3);
    const atStart = state.steps;
    let caughtUpWith: number | null = null;
    for (let committed = 0; committed < 1000 && caughtUpWith === null;) {
      state.left += 5;
      committed += 5;
      derived.committed(5);
      if (committed < 300) expect(state.steps).toBe(atStart);
      await turns(20);
      if (state.left === 0) caughtUpWith = committed;
      await vi.advanceTimersByTimeAsync(10);
    }
    // Nothing before the bound; at it, everything.
    expect(caughtUpWith).toBe(300);
    derived.stop();
  });
});

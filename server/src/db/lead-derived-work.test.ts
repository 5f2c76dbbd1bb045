import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
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

describe('derived work gives way to the commits', () => {
  const never = { idleMs: 60_000, maxWaitMs: 60_000 };
  const turn = () => new Promise<void>((done) => setImmediate(done));

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

  it('under commits that never pause, a step still runs within YIELD_AT_MOST_MS', async () => {
    let t = 0;
    const ran: number[] = [];
    const work = scheduleDerivedWork(
      { step: () => (ran.push(t), false) },
      never,
      () => true, // a batch waits in every turn
      () => t,
    );
    for (let i = 0; i < 30 && ran.length === 0; i++) {
      await turn();
      t += YIELD_AT_MOST_MS / 10;
    }
    expect(ran).toHaveLength(1);
    expect(ran[0]).toBeGreaterThanOrEqual(YIELD_AT_MOST_MS);
    expect(ran[0]).toBeLessThanOrEqual(YIELD_AT_MOST_MS + YIELD_AT_MOST_MS / 10);
    work.stop();
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

import { describe, expect, it } from 'vitest';
import { createBudgetedSteps, STEP_BUDGET_MS, type SizedSteps } from './lead-derived-work';

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

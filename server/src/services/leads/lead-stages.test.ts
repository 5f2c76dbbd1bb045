import { describe, expect, it } from 'vitest';
import { nextStatusAndStage } from './lead-stages';

/** How status and stage move together (docs/decisions/019-lead-stages.md). */
describe('status and stage', () => {
  const at = (status: 'new' | 'handled' | 'spam', stage: string) => ({ status, stage });

  it('the status follows the stage outside spam', () => {
    expect(nextStatusAndStage('quote', at('new', 'new'), { stage: 'won' })).toEqual(
      at('handled', 'won'),
    );
    expect(nextStatusAndStage('quote', at('handled', 'won'), { stage: 'new' })).toEqual(
      at('new', 'new'),
    );
    expect(nextStatusAndStage('application', at('spam', 'new'), { stage: 'offer' })).toEqual(
      at('spam', 'offer'),
    );
  });

  it('a status alone moves the stage: handled to the second stage, new to the first', () => {
    expect(nextStatusAndStage('quote', at('new', 'new'), { status: 'handled' })).toEqual(
      at('handled', 'contacted'),
    );
    expect(nextStatusAndStage('contact', at('new', 'new'), { status: 'handled' })).toEqual(
      at('handled', 'handled'),
    );
    expect(nextStatusAndStage('application', at('new', 'new'), { status: 'handled' })).toEqual(
      at('handled', 'screening'),
    );
    expect(nextStatusAndStage('quote', at('handled', 'qualified'), { status: 'handled' })).toEqual(
      at('handled', 'qualified'),
    );
    expect(nextStatusAndStage('quote', at('handled', 'lost'), { status: 'new' })).toEqual(
      at('new', 'new'),
    );
  });

  it('spam keeps the stage, and "not spam" returns the lead where it was', () => {
    const spam = nextStatusAndStage('quote', at('handled', 'qualified'), { status: 'spam' });
    expect(spam).toEqual(at('spam', 'qualified'));
    expect(nextStatusAndStage('quote', spam, { status: 'handled' })).toEqual(
      at('handled', 'qualified'),
    );
  });

  it('a status and a stage that contradict each other are refused', () => {
    expect(() =>
      nextStatusAndStage('quote', at('new', 'new'), { status: 'new', stage: 'won' }),
    ).toThrow(/is handled, not new/);
    expect(
      nextStatusAndStage('quote', at('new', 'new'), { status: 'handled', stage: 'won' }),
    ).toEqual(at('handled', 'won'));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadAdminMessages, resetAdminMessages } from '~/lib/admin-messages';
import { describeEntry } from './lead-timeline';
import { englishLeadTexts as en, useLeadTexts } from './lead-texts';

describe('a lead given back to nobody', () => {
  const base = {
    type: 'assigned' as const,
    at: '2030-01-01T10:00:00.000Z',
    actor: { id: 'o1', email: 'owner@firm.example' },
    assignee: null,
    previous: { id: 's1', email: 'sam@firm.example' },
  };

  it('says whose it was and why', () => {
    expect(describeEntry({ ...base, reason: 'owner_disabled' }, null, en)).toBe(
      'Unassigned by owner@firm.example: sam@firm.example was disabled',
    );
    expect(describeEntry({ ...base, reason: 'owner_role_changed' }, 'o1', en)).toBe(
      'Unassigned by you: sam@firm.example no longer works leads',
    );
  });

  it('an ordinary unassignment stays as it was', () => {
    expect(describeEntry({ ...base, previous: undefined }, null, en)).toBe(
      'Unassigned by owner@firm.example',
    );
  });
});

describe('the timeline of a French site', () => {
  afterEach(resetAdminMessages);

  it('reads in French, the admin’s e-mail as it is', async () => {
    await loadAdminMessages('fr');
    const fr = useLeadTexts();
    const entry = {
      type: 'assigned' as const,
      at: '2030-01-01T10:00:00.000Z',
      actor: { id: 'o1', email: 'owner@firm.example' },
      assignee: null,
      previous: { id: 's1', email: 'sam@firm.example' },
      reason: 'owner_disabled' as const,
    };
    expect(describeEntry(entry, null, fr)).toBe(
      'Retirée à son responsable par owner@firm.example\u00a0: sam@firm.example a été désactivé',
    );
    expect(describeEntry({ ...entry, type: 'status_changed', status: 'spam' }, 'o1', fr)).toBe(
      'Marquée comme indésirable par vous',
    );
  });
});

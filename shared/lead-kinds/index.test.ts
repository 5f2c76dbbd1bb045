import { describe, expect, it } from 'vitest';
import { CV_RULES, QUOTE_ATTACHMENT_RULES } from '../vocabularies/attachments';
import { kindOfReference, LEAD_KIND_SPECS, LEAD_KINDS, type LeadKindSpec } from '.';
import { formLabel } from './form-label';

describe('a reference names its kind by its letter', () => {
  for (const kind of LEAD_KINDS) {
    const { letter } = LEAD_KIND_SPECS[kind];
    it(`${letter}-2026-0042 is a ${kind}, however it is typed`, () => {
      expect(kindOfReference(`${letter}-2026-0042`)).toBe(kind);
      expect(kindOfReference(` ${letter.toLowerCase()}-2026-12345 `)).toBe(kind);
    });
  }

  it('anything else is no reference', () => {
    for (const text of [
      '',
      'Q-26-0001',
      'Q-2026-01',
      'Grace Q-2026-0001',
      'X-2026-0001',
      'QQ-2026-0001',
    ]) {
      expect(kindOfReference(text), text).toBeNull();
    }
  });
});

// What a kind's facts must say that their type cannot: checked for every kind.
describe('each kind of lead is told whole', () => {
  for (const kind of LEAD_KINDS) {
    const spec: LeadKindSpec = LEAD_KIND_SPECS[kind];
    const stages = Object.keys(spec.stages);

    it(`${kind}: its stages start at new and go somewhere; its closed and counted stages are its own`, () => {
      expect(stages[0]).toBe('new');
      expect(stages.length).toBeGreaterThan(1);
      const named = [
        ...spec.closedStages,
        ...(spec.conversion?.qualified ?? []),
        ...(spec.conversion?.won ?? []),
      ];
      for (const stage of named) expect(stages, stage).toContain(stage);
    });

    it(`${kind}: its form places its files where its rules say they travel`, () => {
      const pickers = Object.entries(spec.fields).filter(([, field]) => field.type === 'files');
      expect(pickers.map(([name]) => name)).toEqual(spec.files ? [spec.files.field] : []);
    });

    it(`${kind}: its form sends the name and e-mail every lead has (the inbox, the acknowledgement)`, () => {
      expect(spec.fields.name).toMatchObject({ type: 'text' });
      expect(spec.fields.email).toMatchObject({ type: 'email' });
      expect(spec.fields.name?.in).toBeUndefined();
      expect(spec.fields.email?.in).toBeUndefined();
    });
  }

  it('a stage two kinds share reads the same in both', () => {
    const labels = new Map<string, string>();
    for (const kind of LEAD_KINDS) {
      for (const [stage, label] of Object.entries(LEAD_KIND_SPECS[kind].stages)) {
        expect(labels.get(stage) ?? label, `${kind} ${stage}`).toBe(label);
        labels.set(stage, label);
      }
    }
  });

  it('each kind has a letter, a path, a table, a colour and a schema name of its own', () => {
    for (const fact of ['letter', 'path', 'records', 'chartColour', 'schemaName'] as const) {
      const values = LEAD_KINDS.map((kind) => LEAD_KIND_SPECS[kind][fact]);
      expect(new Set(values).size, fact).toBe(values.length);
    }
  });
});

describe('a field as its form labels it', () => {
  it('in title case, short words aside, "(optional)" after one that may be left out', () => {
    expect(formLabel({ label: 'Service of interest', type: 'text', max: 9 })).toBe(
      'Service of Interest',
    );
    expect(formLabel({ label: 'Company name', type: 'text', max: 9, optional: true })).toBe(
      'Company Name (optional)',
    );
    expect(formLabel({ label: 'CV', type: 'files', in: 'form' }, CV_RULES)).toBe('CV');
    expect(
      formLabel({ label: 'Attachments', type: 'files', in: 'form' }, QUOTE_ATTACHMENT_RULES),
    ).toBe('Attachments (optional)');
  });
});

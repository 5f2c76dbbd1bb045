import { _nf } from '@messageformat/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_TAGS, messagesIn } from './all-languages';
import { catalogueTag } from './catalogues';

// The Arabic catalogue (decision 054, section i54-arabic): every Arabic site reads it, whatever
// its region; it counts in Arabic's six plural forms; and its counts are written in Latin digits,
// as the site writes every number, even where the platform's ICU writes Arabic in Arabic-Indic
// digits (older CLDR, and ar-SA or ar-EG today): the prerendered page and the browser agree.

const ARABIC_INDIC = /[\u0660-\u0669]/;

beforeAll(() => {
  // A platform whose `ar` is ar-EG's Arabic-Indic digits (as CLDR before version 46 had it),
  // unless a formatter asks for Latin ones: the test runs as an older browser would.
  const Platform = Intl.NumberFormat;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    locales?: string | string[],
    options?: Intl.NumberFormatOptions,
  ) {
    const tag = String(locales);
    const latin = tag.includes('-nu-latn') || options?.numberingSystem === 'latn';
    return new Platform(tag.startsWith('ar') && !latin ? 'ar-EG' : locales, options);
  } as unknown as typeof Intl.NumberFormat);
  // The catalogues' runtime keeps one formatter per locale: none made before the stub stays.
  for (const key of Object.keys(_nf)) delete (_nf as unknown as Record<string, unknown>)[key];
});
afterAll(() => {
  vi.restoreAllMocks();
  for (const key of Object.keys(_nf)) delete (_nf as unknown as Record<string, unknown>)[key];
});

describe('the Arabic catalogue', () => {
  it('is shipped, and every Arabic tag reads it', () => {
    expect(CATALOGUE_TAGS).toContain('ar');
    for (const tag of ['ar', 'ar-SA', 'ar-EG', 'ar-AE', 'ar-MA']) {
      expect(catalogueTag(tag, CATALOGUE_TAGS), tag).toBe('ar');
      expect(messagesIn(tag, 'consent').accept(), tag).toBe('قبول');
    }
  });

  it('counts files in the six plural forms, in Latin digits', () => {
    const files = messagesIn('ar-SA', 'formFiles');
    const upTo = (count: number) => files.filesMany({ count, types: 'PDF', size: '25 MB' });
    expect([1, 2, 3, 11, 100].map(upTo)).toEqual([
      'حتى ملف واحد (PDF)، بحجم إجمالي أقصاه 25 MB.',
      'حتى ملفين (PDF)، بحجم إجمالي أقصاه 25 MB.',
      'حتى 3 ملفات (PDF)، بحجم إجمالي أقصاه 25 MB.',
      'حتى 11 ملفًا (PDF)، بحجم إجمالي أقصاه 25 MB.',
      'حتى 100 ملف (PDF)، بحجم إجمالي أقصاه 25 MB.',
    ]);
  });

  it('says a field is too long in Latin digits, grouped', () => {
    const errors = messagesIn('ar-EG', 'formErrors');
    expect(errors.tooLong({ label: 'الاسم', max: 1000 })).toBe(
      'يجب ألا يتجاوز حقل «الاسم» 1,000 حرف.',
    );
    expect(errors.tooLong({ label: 'الاسم', max: 12 })).not.toMatch(ARABIC_INDIC);
    expect(errors.tooLong({ label: 'الاسم', max: 12 })).toContain('12 حرفًا');
  });

  it('says how long a download’s link works in days, counted the Arabic way', () => {
    // The kinds' words as the catalogue holds them (their shape is lead-kinds/kind-texts.ts's).
    type Words = { [key: string]: Words | ((d: Record<string, unknown>) => string) };
    const words = messagesIn('ar', 'leadKinds') as unknown as Words;
    const body = ((words.download as Words).acknowledgement as Words).body;
    if (typeof body !== 'function') throw new Error('Arabic has no download acknowledgement');
    const args = { document: 'دليل', link: 'https://firm.example/d', reference: 'D-2026-0001' };
    const works = (days: number) => /لمدة ([^.]+)\./.exec(body({ ...args, firm: 'F', days }))?.[1];
    expect([1, 2, 7, 14, 30].map(works)).toEqual([
      'يوم واحد',
      'يومين',
      '7 أيام',
      '14 يومًا',
      '30 يومًا',
    ]);
  });
});

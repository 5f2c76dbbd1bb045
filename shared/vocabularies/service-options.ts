// What a quote request may name as its service of interest: the published services, then
// Other. No zod here: the quote form renders its options without loading the validation library.

/** The last choice of the quote form, always accepted. */
export const OTHER_SERVICE = 'Other';

/** The choices of the quote form: the services' titles in their order, then Other. */
export function serviceChoices(services: readonly { title: string }[]): string[] {
  return [...new Set([...services.map((s) => s.title.trim()), OTHER_SERVICE])];
}

// What a language tag says of its locale to others: Open Graph, feeds, manifests (./index.ts).

/** The tag with its likely region: `en` → `en-US`, `fr` → `fr-FR`, `en-GB` stays. */
export function regionalTag(tag: string): string {
  try {
    const { language, region } = new Intl.Locale(tag).maximize();
    return region ? `${language}-${region}` : language;
  } catch {
    return tag;
  }
}

/** Open Graph's og:locale: `en_US`, `fr_CA`. */
export const ogLocale = (tag: string) => regionalTag(tag).replace('-', '_');

// Pieces of schema.org structured data (JSON-LD) the collections' pages share.

/** Where a detail page sits: Home > Blog > the post. */
export function breadcrumbs(url: (path: string) => string, trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: url(path),
    })),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { loadPageRenderer, PAGE_TEMPLATE_FILE } from '../../services/publishing/page-renderer';
import { createPreviewLinks, type PreviewLinks } from '../../services/publishing/preview-links';
import { createPreviewPages, type PreviewPages } from '../../services/publishing/preview-pages';
import { cspFor } from '../../services/site/page-csp';
import { baseCspDirectives } from '../external/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed, expiring, revocable links to a version's pages (services/publishing/). */
    previewLinks: PreviewLinks;
    previewPages: PreviewPages;
  }
}

/** Preview links for reviewers without an account, and the pages they open. */
export default fp(
  async (fastify) => {
    const { config, repos } = fastify;
    // Saved versions too (a reviewer's link): their pages carry the time they were saved.
    const versionOf = (version: number) => {
      const row = repos.siteContent.get(version);
      return row && { content: row.content, published_at: row.published_at ?? row.saved_at! };
    };
    fastify.decorate(
      'previewLinks',
      createPreviewLinks(
        repos.previewLinks,
        (version) => versionOf(version) !== null,
        config.jwtSecret,
        config.now,
      ),
    );
    // The same build's renderer as publishing's (the SSR module is imported once per process).
    const renderer = loadPageRenderer(config.clientDir, config.ssrEntry, config.siteOrigin);
    // The live pages' policy: the template's inline scripts (the theme before the first paint).
    const template = config.clientDir && join(config.clientDir, PAGE_TEMPLATE_FILE);
    const html = template && existsSync(template) ? [readFileSync(template, 'utf8')] : [];
    const cspOf = (styles: string[]) => cspFor(baseCspDirectives, html, styles);
    fastify.decorate('previewPages', createPreviewPages(renderer, versionOf, cspOf));
  },
  { name: 'preview-links', dependencies: ['config', 'database', 'repositories'] },
);

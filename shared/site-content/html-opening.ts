import { escapeHtml } from './escape-html';
import { defaultLanguage, textDirection, type Language } from './languages';

// The document's language and direction, said once for the rendered pages and the admin's shell
// alike (issue 54): a right-to-left default language mirrors both.

/** The opening tag of client/index.html, so of every page the build makes: today's `en`. */
export const HTML_OPENING = '<html lang="en">';

/** `<html lang dir>` of the site's default language: the template's own for `en`. */
export function htmlOpening(identity: { languages?: Language[] | undefined }): string {
  const { tag } = defaultLanguage(identity);
  const dir = textDirection(tag) === 'rtl' ? ' dir="rtl"' : '';
  return `<html lang="${escapeHtml(tag)}"${dir}>`;
}

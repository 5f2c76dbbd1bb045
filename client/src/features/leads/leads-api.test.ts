import { describe, expect, it } from 'vitest';
import { filenameOf } from './leads-api';

const answer = (disposition: string) =>
  new Response('', { headers: { 'content-disposition': disposition } });

describe('the name a download is saved under', () => {
  it("is the server's: its UTF-8 name first, which ends with the type's extension", () => {
    const response = answer(
      `attachment; filename="Angebot Z_rich.html.pdf"; filename*=UTF-8''Angebot%20Z%C3%BCrich.html.pdf`,
    );
    expect(filenameOf(response, 'Angebot Zürich.html')).toBe('Angebot Zürich.html.pdf');
  });

  it('its ASCII name without filename*, the fallback without either', () => {
    expect(filenameOf(answer('attachment; filename="report.html.pdf"'), 'x')).toBe(
      'report.html.pdf',
    );
    expect(filenameOf(new Response(''), 'report.html')).toBe('report.html');
  });
});

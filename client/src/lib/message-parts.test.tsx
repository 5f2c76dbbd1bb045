import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { messagesIn } from '@shared/messages/all-languages';
import { withElement } from './message-parts';

// A message with an element inside: the language places the argument, the component draws it.

describe('withElement', () => {
  it('draws the argument where each language puts it, with the other arguments said', () => {
    const html = (tag: string) =>
      renderToStaticMarkup(
        <p>
          {withElement(
            messagesIn(tag, 'adminAccount').invite.accountWithRole,
            'email',
            <strong>ada@example.com</strong>,
            { role: 'Editor' },
          )}
        </p>,
      );
    expect(html('en')).toBe('<p>The account <strong>ada@example.com</strong>, role Editor.</p>');
    expect(html('fr')).toBe('<p>Le compte <strong>ada@example.com</strong>, rôle Editor.</p>');
  });
});

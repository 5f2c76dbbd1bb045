import { messagesIn } from '../../../shared/messages/all-languages';
import { collectionDef } from '../../../shared/site-content/collections';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// A French site's content editors name their fields in French (issue 54, item 7): the services
// editor's field labels, hints, placeholders and option labels, its Add button and description,
// the sidebar's editors, the kinds of block in a page's Add menu, all from the French registry
// catalogue (shared/messages/admin/fr/registry.json); no WCAG A/AA violation in either theme.

// It publishes the French identity: a server of its own.
test.use({ freshServer: true });

const fr = messagesIn('fr', 'adminRegistry');
const en = messagesIn('en', 'adminRegistry');

test('a French site’s services editor names its fields in French', async ({
  page,
  seed,
  signIn,
}) => {
  await seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'fr', name: 'Français' }] },
  }));
  await signIn(page, { path: '/admin/services' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const { fields, editor } = fr.services;
  // The catalogue is French indeed, not English standing in.
  expect(fields.title.label()).toBe('Titre');
  expect(fields.tagline.hint()).not.toBe(en.services.fields.tagline.hint());

  await expect(page.getByText(editor.description())).toBeVisible();
  const sidebar = page.getByRole('navigation').first();
  await expect(sidebar.getByRole('link', { name: fr.caseStudies.title() })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: fr.settings.title() })).toBeVisible();

  await page.getByRole('button', { name: editor.addLabel() }).click();
  const service = page.getByTestId('service-editor').first();
  const title = service.getByLabel(fields.title.label(), { exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('placeholder', fields.title.placeholder());
  await expect(service.getByText(fields.tagline.hint())).toBeVisible();
  await expect(service.getByLabel(fields.tagline.label())).toHaveAttribute(
    'placeholder',
    fields.tagline.placeholder(),
  );
  await expect(service.getByText(fields.capabilities.hint())).toBeVisible();
  // An option's label is French; its value stays the registry's.
  const icon = service.getByLabel(fields.icon.label());
  await icon.selectOption({ label: fields.icon.options.lock() });
  await expect(icon).toHaveValue('lock');
  await title.fill('Réseaux privés');
  await expect(service.getByLabel(fields.slug.label())).toHaveValue('reseaux-prives');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // A page of the firm's own: the kinds of block are named in French in the Add menu.
  await page.goto(collectionDef('customPages').editor.path);
  const newBlock = page.getByLabel(messagesIn('fr', 'adminEditors').fields.newBlock()).first();
  await newBlock.selectOption({ label: fr.blocks.faq.label() });
  await expect(newBlock).toHaveValue('faq');
  await expect(page.getByText(fr.blocks.faq.description()).first()).toBeVisible();
});

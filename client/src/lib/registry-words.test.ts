import { afterEach, describe, expect, it } from 'vitest';
import { messagesIn } from '@shared/messages/all-languages';
import { blockDef } from '@shared/site-content/blocks';
import { collectionDef } from '@shared/site-content/collections';
import type { EditorField } from '@shared/site-content/editor-fields';
import { loadAdminMessages, resetAdminMessages } from './admin-messages';
import {
  blockWords,
  collectionWords,
  editorWords,
  globalWords,
  inAdminLanguage,
} from './registry-words';

// The registry's words in the admin's language (decision 054, "i54-admin-registry"): its
// catalogue's words once loaded, the registry's own English for an English admin, a language
// without a catalogue, or a word the registry's field has that no catalogue keys.

type Field = EditorField<Record<string, unknown>>;
const servicesField = (name: string) =>
  collectionDef('services')
    .editor.fields.flat()
    .find((f) => f.name === name) as Field;
const fr = messagesIn('fr', 'adminRegistry');

describe('the registry’s words in the admin’s language', () => {
  afterEach(resetAdminMessages);

  it('are the registry’s own in English: the very field, the very names', () => {
    expect(loadAdminMessages('en')).toBeNull();
    const title = servicesField('title');
    expect(inAdminLanguage(title)).toBe(title);
    expect(collectionWords('services')).toMatchObject({
      title: 'Services',
      one: 'service',
      editor: { addLabel: 'Add Service' },
    });
    expect(editorWords({ global: 'settings' })).toEqual({
      title: 'Site Settings',
      what: 'Editing the site settings',
    });
    expect(editorWords({ fixed: 'users' })).toBeNull();
  });

  it('are the catalogue’s once the admin’s language is loaded', async () => {
    await loadAdminMessages('fr');
    const tagline = inAdminLanguage(servicesField('tagline'));
    expect(tagline).toMatchObject({
      kind: 'text',
      name: 'tagline',
      label: fr.services.fields.tagline.label(),
      hint: fr.services.fields.tagline.hint(),
      placeholder: fr.services.fields.tagline.placeholder(),
    });
    expect(tagline.label).toBe('Accroche');
    // The registry's field itself is left as it is.
    expect(servicesField('tagline').label).toBe('Tagline');

    const icon = inAdminLanguage(servicesField('icon'));
    const options = icon.kind === 'icon' ? icon.options : [];
    expect(options.find((o) => o.value === 'lock')).toEqual({ value: 'lock', label: 'Cadenas' });

    expect(collectionWords('services')).toMatchObject({
      title: fr.services.title(),
      one: fr.services.one(),
      editor: { addLabel: 'Ajouter un service' },
    });
    // A word the registry lacks stays absent (an editor without a dashboard card).
    expect(collectionWords('team').editor.dashboard).toBeUndefined();
    expect(editorWords({ collection: 'caseStudies' })?.title).toBe('Études de cas');
    expect(globalWords('settings')).toEqual({
      title: 'Réglages du site',
      what: 'La modification des réglages du site',
    });
    expect(blockWords('faq').description).toBe(fr.blocks.faq.description());
  });

  it('reach a kind of block’s fields and leave a field that is none of the registry’s', async () => {
    await loadAdminMessages('fr');
    const items = blockDef('faq')
      .editor.flat()
      .find((f) => f.name === 'items') as Field;
    const faq = inAdminLanguage(items);
    expect(faq).toMatchObject({ label: 'Questions', add: 'Ajouter une question' });
    expect(faq.kind === 'pairs' && [faq.first.label, faq.second.label]).toEqual([
      'Question',
      'Réponse',
    ]);
    // Same name and words as the services' title, but not the registry's own object.
    const own: Field = { kind: 'text', name: 'title', label: 'Title' };
    expect(inAdminLanguage(own)).toBe(own);
  });
});

import { describe, expect, it } from 'vitest';
import { ENGLISH, fold, loadChatLanguage } from './chat-language';
import { replyTo, scoreTopic, terms, type ChatTopic } from './match-topic';

// The chat matches in the page's language (issue 54 item 6, decision 054 section i54-chat-404):
// case and diacritics never matter, in Latin or Arabic script; words are stemmed and stop words
// dropped as that language writes them.

const topic = (title: string, keywords: string[], answer = title): ChatTopic => ({
  title,
  keywords,
  answer,
  link: null,
});

const french = await loadChatLanguage('fr');
const arabic = await loadChatLanguage('ar');

describe('folding', () => {
  it('drops case and diacritics, in Latin and Arabic script', () => {
    expect(fold('VIDÉOSURVEILLANCE')).toBe('videosurveillance');
    expect(fold('Œuvre Straße')).toBe('oeuvre strasse');
    // Short vowels and tatweel go; the hamza on the alef is a letter to Arabic, kept.
    expect(fold('الأَلْيَاف الضّوئيّة')).toBe('الألياف الضوئية');
    expect(fold('كـــاميرا')).toBe('كاميرا');
  });
});

describe('French', () => {
  const fibre = topic('Fibre optique et réseaux', ['fibre optique', 'vidéosurveillance', 'OTDR']);

  it('matches its words with or without accents, in any case and form', () => {
    expect(scoreTopic('Posez-vous de la FIBRE OPTIQUE ?', fibre, french)).toBe(2 + 2);
    expect(scoreTopic('Faites-vous de la videosurveillance ?', fibre, french)).toBe(2);
    expect(scoreTopic('Les fibres optiques de vos réseaux', fibre, french)).toBe(2 + 3);
    // An elided article is a word of its own: "l'optique" is optique.
    expect(terms("l'optique d’un réseau", french)).toEqual(terms('optique réseau', french));
  });

  it('leaves its stop words out: a title’s "et" matches no question', () => {
    expect(scoreTopic('Avez-vous des badges et des caméras ?', fibre, french)).toBe(0);
    expect(scoreTopic('Avez-vous des badges et des caméras ?', fibre, ENGLISH)).toBe(1);
  });

  it('answers the French topic with its French page', () => {
    const link = { label: 'Fibre optique', href: '/fr/services/fibre-optique' };
    const known = {
      texts: { fallback: 'Je ne sais pas.' } as never,
      topics: [topic('Sécurité', ['caméra']), { ...fibre, answer: 'Nous posons la fibre.', link }],
      email: '',
      phone: '',
    };
    expect(replyTo('Installez-vous la fibre optique ?', known, french)).toEqual({
      text: 'Nous posons la fibre.',
      link,
    });
    expect(replyTo('Et le prix ?', known, french).text).toBe('Je ne sais pas.');
  });
});

describe('Arabic', () => {
  const fibre = topic('الألياف الضوئية', ['الألياف الضوئية', 'كاميرات المراقبة']);

  it('matches its words with or without short vowels and the article', () => {
    // Before, every Arabic word was dropped: nothing in Arabic was ever matched.
    expect(terms('هل تركبون الألياف الضوئية؟', arabic)).not.toEqual([]);
    expect(scoreTopic('هل تركّبون الأَلْيَاف الضّوئيّة؟', fibre, arabic)).toBe(2 + 2);
    expect(scoreTopic('أريد كاميرات المراقبة', fibre, arabic)).toBe(2);
    expect(scoreTopic('ألياف', fibre, arabic)).toBe(1);
    expect(scoreTopic('ما هي الأسعار؟', fibre, arabic)).toBe(0);
  });
});

describe('the language of a page', () => {
  it('is English’s for English and none, and its own by primary subtag', async () => {
    expect(await loadChatLanguage(undefined)).toBe(ENGLISH);
    expect(await loadChatLanguage('en-GB')).toBe(ENGLISH);
    const canadian = await loadChatLanguage('fr-CA');
    expect(terms('Les fibres', canadian)).toEqual(terms('fibre', french));
  });

  it('matches a language without a stemmer by its whole words, folded', async () => {
    const welsh = await loadChatLanguage('cy');
    expect(scoreTopic('Ffibr OPTEG', topic('X', ['ffibr optêg']), welsh)).toBe(2);
    expect(scoreTopic('ffibrau', topic('X', ['ffibr']), welsh)).toBe(0);
  });
});

import type {
  BlogPost,
  CaseStudy,
  ChatTopic,
  Opening,
  Partner,
  Redirect,
  Service,
  TeamMember,
} from '../schemas/site-content';
import { slugify, uniqueSlug } from './slug';

// New items as the admin's Add buttons create them, to be edited before saving. `id` is a
// timestamp (the spec's ids are); the editor makes it unique in its list, as it does the slug
// (`taken`: the slugs the list has already).

const day = (now: Date) => now.toISOString().slice(0, 10);
const slugFor = (title: string, taken: ReadonlySet<string>) => uniqueSlug(slugify(title), taken);

export function newBlogPost(now: Date = new Date(), taken: ReadonlySet<string> = new Set()) {
  const title = 'New Blog Post';
  return {
    id: now.getTime(),
    slug: slugFor(title, taken),
    title,
    category: 'General',
    date: now.toISOString(),
    imageSrc: null,
    imageAlt: '',
    content: 'Write your amazing content here...',
  } satisfies BlogPost;
}

export function newTeamMember(now: Date = new Date()): TeamMember {
  return { id: now.getTime(), name: 'New Member', role: 'New Role', imageAlt: '', imageSrc: null };
}

export function newService(now: Date = new Date(), taken: ReadonlySet<string> = new Set()) {
  const title = 'New Service';
  return {
    id: now.getTime(),
    slug: slugFor(title, taken),
    title,
    tagline: 'One line on what this service delivers.',
    summary: 'Two sentences for the card on the home page.',
    icon: 'integration',
    description: 'Describe the service: what you design, build and hand over.',
    capabilities: [],
  } satisfies Service;
}

export function newCaseStudy(now: Date = new Date(), taken: ReadonlySet<string> = new Set()) {
  const title = 'New Case Study';
  return {
    id: now.getTime(),
    slug: slugFor(title, taken),
    title,
    category: 'General',
    description: 'Two sentences for the card on the home page.',
    client: '',
    imageSrc: null,
    imageAlt: '',
    illustration: null,
    challenge: 'What the client faced.',
    solution: 'What we built.',
    outcome: 'What changed afterwards.',
    stats: [],
  } satisfies CaseStudy;
}

export function newOpening(now: Date = new Date()): Opening {
  return {
    id: now.getTime(),
    title: 'New Opening',
    location: 'New York',
    type: 'Full-time',
    department: 'Engineering',
    description: 'What the role does and whom it suits.',
    datePosted: day(now),
  };
}

export function newPartner(now: Date = new Date()): Partner {
  return { id: now.getTime(), name: 'New Partner', specialization: '', logoSrc: null };
}

export function newChatTopic(now: Date = new Date()): ChatTopic {
  return { id: now.getTime(), title: 'New Topic', keywords: [], answer: '', serviceId: null };
}

export function newRedirect(now: Date = new Date()): Redirect {
  return { id: now.getTime(), from: '/old-page', to: '/' };
}

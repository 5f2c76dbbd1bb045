import type { BlogPost, SiteData, SiteSettings, TeamMember } from './types';

// A small hand-written check instead of zod: this runs on every public page, and the home page's
// first-load JavaScript budget has no room for a schema library.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNullableString = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function isSiteSettings(v: unknown): v is SiteSettings {
  return isObject(v) && isString(v.phone) && isString(v.email) && isString(v.address);
}

export function isTeamMember(v: unknown): v is TeamMember {
  return (
    isObject(v) &&
    isFiniteNumber(v.id) &&
    isString(v.name) &&
    isString(v.role) &&
    isString(v.imageAlt) &&
    isNullableString(v.imageSrc)
  );
}

export function isBlogPost(v: unknown): v is BlogPost {
  return (
    isObject(v) &&
    isFiniteNumber(v.id) &&
    isString(v.title) &&
    isString(v.category) &&
    isString(v.date) &&
    !Number.isNaN(Date.parse(v.date)) &&
    isNullableString(v.imageSrc) &&
    isString(v.imageAlt) &&
    isString(v.content)
  );
}

/**
 * Reads stored data part by part: a valid part is kept, a missing or invalid part falls back to
 * its default, so one bad list never hides the others. Returns null when nothing is usable.
 */
export function parseSiteData(raw: unknown, defaults: SiteData): SiteData | null {
  if (!isObject(raw)) return null;
  const settings = isSiteSettings(raw.settings)
    ? { phone: raw.settings.phone, email: raw.settings.email, address: raw.settings.address }
    : defaults.settings;
  const team = Array.isArray(raw.team) && raw.team.every(isTeamMember) ? raw.team : defaults.team;
  const blogPosts =
    Array.isArray(raw.blogPosts) && raw.blogPosts.every(isBlogPost)
      ? raw.blogPosts
      : defaults.blogPosts;
  return { settings, team, blogPosts };
}

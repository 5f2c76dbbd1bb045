// Shapes of the content the administrator edits in the browser. Kept in
// localStorage under one key; see ./store.ts.

export interface SiteSettings {
  phone: string;
  email: string;
  address: string;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  imageAlt: string;
  /** A data URL (uploaded in the admin area), a same-origin path, or null for the person icon. */
  imageSrc: string | null;
}

export interface BlogPost {
  /** A timestamp (ms since the epoch) taken when the post was created. */
  id: number;
  title: string;
  category: string;
  /** ISO 8601 date-time string. */
  date: string;
  /** A data URL, a same-origin path, or null ('No Image Provided'). */
  imageSrc: string | null;
  imageAlt: string;
  content: string;
}

export interface SiteData {
  settings: SiteSettings;
  team: TeamMember[];
  blogPosts: BlogPost[];
}

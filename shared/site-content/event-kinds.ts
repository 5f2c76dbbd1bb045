// What kinds of event there are and how one is attended, with their labels: plain data, so the
// public pages name them without loading the events' collection (its schemas and markdown).

export const EVENT_KINDS = ['webinar', 'site visit', 'trade show', 'training'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_KIND_LABELS = {
  webinar: 'Webinar',
  'site visit': 'Site visit',
  'trade show': 'Trade show',
  training: 'Training',
} satisfies Record<EventKind, string>;

export const EVENT_MODES = ['in person', 'online', 'in person and online'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

export const EVENT_MODE_LABELS = {
  'in person': 'In person',
  online: 'Online',
  'in person and online': 'In person and online',
} satisfies Record<EventMode, string>;

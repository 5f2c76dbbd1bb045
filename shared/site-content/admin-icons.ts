// The icons a content editor can have in the admin sidebar, by name (client/src/app/
// admin-icons.ts draws each): a collection or a global names one in its editor.

export const ADMIN_ICONS = [
  'award',
  'badge-check',
  'blocks',
  'briefcase',
  'building',
  'calendar',
  'file-down',
  'file-text',
  'handshake',
  'layout-template',
  'map-pin',
  'message-circle',
  'message-square-text',
  'newspaper',
  'palette',
  'scale',
  'settings',
  'shield-check',
  'signpost',
  'trophy',
  'users',
  'wrench',
] as const;
export type AdminIcon = (typeof ADMIN_ICONS)[number];

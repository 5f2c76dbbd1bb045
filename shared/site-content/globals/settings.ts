import { z } from 'zod';
import { defineGlobal } from '../global';
import { text, type Strictness } from '../fields';

// The firm's contact details: the top bar, the footer, the contact section and the chat's
// answers ({email}, {phone}).

const value = ({ email }: Strictness) =>
  z.object({
    phone: text('Phone', 60),
    email,
    address: text('Address', 300),
  });
export type SiteSettings = z.infer<ReturnType<typeof value>>;

export const settings = defineGlobal<SiteSettings>({
  title: 'Site Settings',
  value,
  parts: { phone: 'phone', email: 'email', address: 'address' },
  verb: 'changed',
  original: true,
  editor: { path: '/admin/settings', icon: 'settings', what: 'Editing the site settings' },
  defaults: {
    phone: '+1 (212) 555-0147',
    email: 'info@meridian-netsec.com',
    address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
  },
});

-- Roles (docs/decisions/016-roles.md). The accounts that exist become owners; so do invitations
-- still open, which were sent when every admin had an owner's rights. The CHECK keeps an unknown
-- role out even when a row is written by hand.
ALTER TABLE `invitations` ADD `role` text DEFAULT 'owner' NOT NULL CHECK (`role` IN ('owner', 'editor', 'sales'));--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'owner' NOT NULL CHECK (`role` IN ('owner', 'editor', 'sales'));

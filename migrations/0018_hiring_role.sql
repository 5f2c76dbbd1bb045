-- A fourth role, hiring, sees job applications and their CVs; sales keeps contact messages and
-- quote requests (docs/decisions/027-hiring-role.md). Accounts may hold roles beside their own
-- (`extra_roles`, a JSON array): every sales account of the time gets `hiring` there, so the
-- upgrade takes nothing from anyone until an owner removes it on the Users page.
ALTER TABLE `users` ADD `extra_roles` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `users` SET `extra_roles` = '["hiring"]' WHERE `role` = 'sales';--> statement-breakpoint
-- The role columns' CHECK (migration 0010) admits the new role. SQLite cannot alter a CHECK, and
-- rebuilding `users` would cascade-delete its sessions (foreign keys stay on inside the
-- migration's transaction): each role column is copied into a new one with the new CHECK, the
-- old one dropped (its CHECK with it) and the new one renamed in its place.
ALTER TABLE `users` ADD `role_new` text DEFAULT 'owner' NOT NULL CHECK (`role_new` IN ('owner', 'editor', 'sales', 'hiring'));--> statement-breakpoint
UPDATE `users` SET `role_new` = `role`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `role`;--> statement-breakpoint
ALTER TABLE `users` RENAME COLUMN `role_new` TO `role`;--> statement-breakpoint
ALTER TABLE `invitations` ADD `role_new` text DEFAULT 'owner' NOT NULL CHECK (`role_new` IN ('owner', 'editor', 'sales', 'hiring'));--> statement-breakpoint
UPDATE `invitations` SET `role_new` = `role`;--> statement-breakpoint
ALTER TABLE `invitations` DROP COLUMN `role`;--> statement-breakpoint
ALTER TABLE `invitations` RENAME COLUMN `role_new` TO `role`;

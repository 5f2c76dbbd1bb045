-- The work on a lead (issue 22, docs/decisions/019-lead-stages.md): stage, owner, follow-up and
-- the duplicate link on every lead table, internal notes, the duplicate check's keys, and the
-- audit trail read by target for a lead's timeline. The owner and stage indexes are partial: a
-- new lead (nobody's, at `new`) is in neither, so the durable write path does no more than before.
-- Leads already handled start at the stage that status meant: a contact message at handled, a
-- quote request at contacted (the firm answered it).
CREATE TABLE `lead_match_keys` (
	`lead_kind` text NOT NULL,
	`lead_id` text NOT NULL,
	`lead_rowid` integer NOT NULL,
	`email` text NOT NULL,
	`domain` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`lead_kind`, `lead_id`)
);
--> statement-breakpoint
CREATE INDEX `lead_match_keys_rowid_idx` ON `lead_match_keys` (`lead_kind`,`lead_rowid`);--> statement-breakpoint
CREATE INDEX `lead_match_keys_email_idx` ON `lead_match_keys` (`lead_kind`,`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `lead_match_keys_domain_idx` ON `lead_match_keys` (`lead_kind`,`domain`,`created_at`) WHERE "lead_match_keys"."domain" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `lead_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` text NOT NULL,
	`author_id` text,
	`author_email` text,
	`body` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_kind`,`lead_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `assignee_id` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `follow_up_at` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `duplicate_of_id` text;--> statement-breakpoint
CREATE INDEX `contact_submissions_assignee_created_idx` ON `contact_submissions` (`assignee_id`,`created_at`) WHERE "contact_submissions"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_submissions_stage_created_idx` ON `contact_submissions` (`stage`,`created_at`) WHERE "contact_submissions"."stage" <> 'new';--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `stage` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `assignee_id` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `follow_up_at` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `duplicate_of_id` text;--> statement-breakpoint
UPDATE `contact_submissions` SET `stage` = 'handled' WHERE `status` = 'handled';--> statement-breakpoint
UPDATE `quote_requests` SET `stage` = 'contacted' WHERE `status` = 'handled';--> statement-breakpoint
CREATE INDEX `quote_requests_assignee_created_idx` ON `quote_requests` (`assignee_id`,`created_at`) WHERE "quote_requests"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `quote_requests_stage_created_idx` ON `quote_requests` (`stage`,`created_at`) WHERE "quote_requests"."stage" <> 'new';--> statement-breakpoint
CREATE INDEX `audit_events_target_idx` ON `audit_events` (`target_type`,`target_id`,`id`);
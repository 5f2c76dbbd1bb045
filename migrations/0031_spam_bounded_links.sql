CREATE TABLE `lead_spam_not_stored` (
	`lead_kind` text NOT NULL,
	`slot` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`lead_kind`, `slot`)
);
--> statement-breakpoint
DROP INDEX `lead_match_keys_email_idx`;--> statement-breakpoint
DROP INDEX `lead_match_keys_domain_idx`;--> statement-breakpoint
ALTER TABLE `lead_match_keys` ADD `open` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `lead_match_keys_open_email_idx` ON `lead_match_keys` (`lead_kind`,`email`,`created_at`,`lead_rowid`) WHERE "lead_match_keys"."open" = 1;--> statement-breakpoint
CREATE INDEX `lead_match_keys_open_domain_idx` ON `lead_match_keys` (`lead_kind`,`domain`,`created_at`,`lead_rowid`) WHERE "lead_match_keys"."open" = 1 AND "lead_match_keys"."domain" IS NOT NULL;
--> statement-breakpoint
-- The keys of leads that may not be linked to (spam, or at a closing stage: the closing stages of
-- every kind as of this migration, services/leads/duplicates.ts) leave the lookups' indexes
-- (docs/decisions/041). From now on the leads repository keeps `open` in step with each change.
UPDATE `lead_match_keys` SET `open` = 0 WHERE `lead_kind` = 'contact' AND `lead_id` IN (
	SELECT `id` FROM `contact_submissions`
	WHERE `status` = 'spam' OR `stage` IN ('handled', 'won', 'lost', 'hired', 'rejected'));--> statement-breakpoint
UPDATE `lead_match_keys` SET `open` = 0 WHERE `lead_kind` = 'quote' AND `lead_id` IN (
	SELECT `id` FROM `quote_requests`
	WHERE `status` = 'spam' OR `stage` IN ('handled', 'won', 'lost', 'hired', 'rejected'));--> statement-breakpoint
UPDATE `lead_match_keys` SET `open` = 0 WHERE `lead_kind` = 'application' AND `lead_id` IN (
	SELECT `id` FROM `job_applications`
	WHERE `status` = 'spam' OR `stage` IN ('handled', 'won', 'lost', 'hired', 'rejected'));

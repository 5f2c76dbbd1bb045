DROP INDEX `notification_outbox_lead_idx`;--> statement-breakpoint
ALTER TABLE `notification_outbox` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notification_outbox_lead_channel_idx` ON `notification_outbox` (`lead_kind`,`lead_id`,`channel`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `referrer_domain` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_campaign` text;--> statement-breakpoint
CREATE INDEX `contact_submissions_created_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `source_page` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `referrer_domain` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `utm_campaign` text;--> statement-breakpoint
CREATE INDEX `quote_requests_created_idx` ON `quote_requests` (`created_at`);--> statement-breakpoint
-- Full-text search of the inbox (docs/decisions/011-lead-search-fts5.md): one external-content
-- FTS5 index per lead table, keyed by the lead's rowid and kept in sync by the triggers below.
-- Drizzle does not model virtual tables, so they live here and not in schema.ts.
CREATE VIRTUAL TABLE `contact_submissions_fts` USING fts5(
	`name`, `email`, `message`,
	content='contact_submissions', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
CREATE VIRTUAL TABLE `quote_requests_fts` USING fts5(
	`name`, `email`, `company_name`, `project_details`,
	content='quote_requests', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`) VALUES ('rebuild');--> statement-breakpoint
INSERT INTO `quote_requests_fts`(`quote_requests_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_insert` AFTER INSERT ON `contact_submissions` BEGIN
	INSERT INTO `contact_submissions_fts`(rowid, `name`, `email`, `message`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_delete` AFTER DELETE ON `contact_submissions` BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_update` AFTER UPDATE OF `name`, `email`, `message` ON `contact_submissions` BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`message`);
	INSERT INTO `contact_submissions_fts`(rowid, `name`, `email`, `message`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`message`);
END;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_insert` AFTER INSERT ON `quote_requests` BEGIN
	INSERT INTO `quote_requests_fts`(rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company_name`, new.`project_details`);
END;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_delete` AFTER DELETE ON `quote_requests` BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`);
END;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_update` AFTER UPDATE OF `name`, `email`, `company_name`, `project_details` ON `quote_requests` BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`);
	INSERT INTO `quote_requests_fts`(rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company_name`, new.`project_details`);
END;

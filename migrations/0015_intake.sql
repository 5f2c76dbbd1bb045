-- The intake half of issue 22 (docs/decisions/021-intake-references-attachments.md): job
-- applications (a third kind of lead), files that come with a lead, each lead's human reference
-- and the counters that number them, and the small settings of the admin area (the
-- acknowledgement texts).
CREATE TABLE `app_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by_email` text
);
--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`opening_id` integer NOT NULL,
	`opening_title` text NOT NULL,
	`cover_letter` text,
	`status` text DEFAULT 'new' NOT NULL,
	`reference` text,
	`spam_reason` text,
	`source_page` text,
	`referrer_domain` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`stage` text DEFAULT 'new' NOT NULL,
	`assignee_id` text,
	`follow_up_at` text,
	`duplicate_of_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `job_applications_status_created_idx` ON `job_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_created_idx` ON `job_applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `job_applications_assignee_created_idx` ON `job_applications` (`assignee_id`,`created_at`) WHERE "job_applications"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `job_applications_stage_created_idx` ON `job_applications` (`stage`,`created_at`) WHERE "job_applications"."stage" <> 'new';--> statement-breakpoint
CREATE TABLE `lead_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` text NOT NULL,
	`field` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_attachments_lead_idx` ON `lead_attachments` (`lead_kind`,`lead_id`);--> statement-breakpoint
CREATE TABLE `lead_reference_counters` (
	`lead_kind` text NOT NULL,
	`year` text NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`lead_kind`, `year`)
);
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `reference` text;--> statement-breakpoint
-- Every lead stored so far gets its reference: per kind and year of its created_at (UTC), in the
-- order the leads arrived; the counters continue from there.
UPDATE `contact_submissions` SET `reference` = n.ref FROM (
	SELECT rowid AS rid, 'C-' || substr(`created_at`, 1, 4) || '-' || printf('%04d',
		row_number() OVER (PARTITION BY substr(`created_at`, 1, 4) ORDER BY `created_at`, rowid)) AS ref
	FROM `contact_submissions`
) AS n WHERE n.rid = `contact_submissions`.rowid;--> statement-breakpoint
UPDATE `quote_requests` SET `reference` = n.ref FROM (
	SELECT rowid AS rid, 'Q-' || substr(`created_at`, 1, 4) || '-' || printf('%04d',
		row_number() OVER (PARTITION BY substr(`created_at`, 1, 4) ORDER BY `created_at`, rowid)) AS ref
	FROM `quote_requests`
) AS n WHERE n.rid = `quote_requests`.rowid;--> statement-breakpoint
INSERT INTO `lead_reference_counters` (`lead_kind`, `year`, `last`)
SELECT 'contact', substr(`created_at`, 1, 4), count(*) FROM `contact_submissions` GROUP BY 2;--> statement-breakpoint
INSERT INTO `lead_reference_counters` (`lead_kind`, `year`, `last`)
SELECT 'quote', substr(`created_at`, 1, 4), count(*) FROM `quote_requests` GROUP BY 2;--> statement-breakpoint
-- The inbox search finds a lead by its reference: the full-text indexes get a `reference` column
-- (decisions 011 and 020). Rebuilt from the lead tables; every lead is then indexed, so each
-- watermark moves to its table's highest rowid. The delete and update triggers name the new
-- column; the reference itself never changes.
DROP TRIGGER `contact_submissions_fts_delete`;--> statement-breakpoint
DROP TRIGGER `contact_submissions_fts_update`;--> statement-breakpoint
DROP TABLE `contact_submissions_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `contact_submissions_fts` USING fts5(
	`name`, `email`, `message`, `reference`,
	content='contact_submissions', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`)
WHERE `lead_kind` = 'contact';--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_delete` AFTER DELETE ON `contact_submissions` BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`, `reference`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`message`, old.`reference`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'contact');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`)
	WHERE `lead_kind` = 'contact' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`);
END;--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_update` AFTER UPDATE OF `name`, `email`, `message` ON `contact_submissions`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'contact') BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`, `reference`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`message`, old.`reference`);
	INSERT INTO `contact_submissions_fts`(rowid, `name`, `email`, `message`, `reference`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`message`, new.`reference`);
END;--> statement-breakpoint
DROP TRIGGER `quote_requests_fts_delete`;--> statement-breakpoint
DROP TRIGGER `quote_requests_fts_update`;--> statement-breakpoint
DROP TABLE `quote_requests_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `quote_requests_fts` USING fts5(
	`name`, `email`, `company_name`, `project_details`, `reference`,
	content='quote_requests', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `quote_requests_fts`(`quote_requests_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `quote_requests`)
WHERE `lead_kind` = 'quote';--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_delete` AFTER DELETE ON `quote_requests` BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`, `reference`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`, old.`reference`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'quote');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `quote_requests`)
	WHERE `lead_kind` = 'quote' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `quote_requests`);
END;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_update` AFTER UPDATE OF `name`, `email`, `company_name`, `project_details` ON `quote_requests`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'quote') BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`, `reference`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`, old.`reference`);
	INSERT INTO `quote_requests_fts`(rowid, `name`, `email`, `company_name`, `project_details`, `reference`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company_name`, new.`project_details`, new.`reference`);
END;--> statement-breakpoint
-- The applications' index, written off the write path like the others (decision 020).
CREATE VIRTUAL TABLE `job_applications_fts` USING fts5(
	`name`, `email`, `opening_title`, `cover_letter`, `reference`,
	content='job_applications', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `lead_search_index` (`lead_kind`, `indexed_rowid`) VALUES ('application', 0);--> statement-breakpoint
CREATE TRIGGER `job_applications_fts_delete` AFTER DELETE ON `job_applications` BEGIN
	INSERT INTO `job_applications_fts`(`job_applications_fts`, rowid, `name`, `email`, `opening_title`, `cover_letter`, `reference`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`opening_title`, old.`cover_letter`, old.`reference`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'application');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `job_applications`)
	WHERE `lead_kind` = 'application' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `job_applications`);
END;--> statement-breakpoint
CREATE TRIGGER `job_applications_fts_update` AFTER UPDATE OF `name`, `email`, `opening_title`, `cover_letter` ON `job_applications`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'application') BEGIN
	INSERT INTO `job_applications_fts`(`job_applications_fts`, rowid, `name`, `email`, `opening_title`, `cover_letter`, `reference`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`opening_title`, old.`cover_letter`, old.`reference`);
	INSERT INTO `job_applications_fts`(rowid, `name`, `email`, `opening_title`, `cover_letter`, `reference`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`opening_title`, new.`cover_letter`, new.`reference`);
END;

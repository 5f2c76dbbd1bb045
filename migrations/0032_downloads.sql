CREATE TABLE `download_days` (
	`day` text NOT NULL,
	`file` text NOT NULL,
	`document` integer NOT NULL,
	`source` text NOT NULL,
	`medium` text NOT NULL,
	`campaign` text NOT NULL,
	`downloads` integer NOT NULL,
	PRIMARY KEY(`day`, `file`, `document`, `source`, `medium`, `campaign`)
);
--> statement-breakpoint
CREATE TABLE `download_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`download_id` integer NOT NULL,
	`download_title` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`reference` text,
	`spam_reason` text,
	`source_page` text,
	`referrer_domain` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`attribution` text,
	`stage` text DEFAULT 'new' NOT NULL,
	`assignee_id` text,
	`follow_up_at` text,
	`duplicate_of_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `download_requests_status_created_idx` ON `download_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `download_requests_created_idx` ON `download_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `download_requests_assignee_created_idx` ON `download_requests` (`assignee_id`,`created_at`) WHERE "download_requests"."assignee_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `download_requests_stage_created_idx` ON `download_requests` (`stage`,`created_at`) WHERE "download_requests"."stage" <> 'new';--> statement-breakpoint
-- The full-text indexes of the kinds of lead (server/src/db/lead-search-sql.ts).
CREATE VIRTUAL TABLE `download_requests_fts` USING fts5(
	`name`, `email`, `company`, `download_title`, `reference`,
	content='download_requests', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
INSERT INTO `download_requests_fts`(`download_requests_fts`) VALUES ('rebuild');--> statement-breakpoint
INSERT INTO `lead_search_index` (`lead_kind`, `indexed_rowid`)
SELECT 'download', coalesce(max(rowid), 0) FROM `download_requests` WHERE true
ON CONFLICT (`lead_kind`) DO UPDATE SET `indexed_rowid` = excluded.`indexed_rowid`;--> statement-breakpoint
CREATE TRIGGER `download_requests_fts_delete` AFTER DELETE ON `download_requests` BEGIN
	INSERT INTO `download_requests_fts`(`download_requests_fts`, rowid, `name`, `email`, `company`, `download_title`, `reference`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`download_title`, old.`reference`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'download');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `download_requests`)
	WHERE `lead_kind` = 'download' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `download_requests`);
END;--> statement-breakpoint
CREATE TRIGGER `download_requests_fts_update` AFTER UPDATE OF `name`, `email`, `company`, `download_title` ON `download_requests`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'download') BEGIN
	INSERT INTO `download_requests_fts`(`download_requests_fts`, rowid, `name`, `email`, `company`, `download_title`, `reference`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company`, old.`download_title`, old.`reference`);
	INSERT INTO `download_requests_fts`(rowid, `name`, `email`, `company`, `download_title`, `reference`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company`, new.`download_title`, new.`reference`);
END;
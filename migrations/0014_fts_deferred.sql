CREATE TABLE `lead_search_index` (
	`lead_kind` text PRIMARY KEY NOT NULL,
	`indexed_rowid` integer NOT NULL
);--> statement-breakpoint
-- The full-text index leaves the durable write path (docs/decisions/020-search-index-off-the-write-path.md):
-- a new lead is no longer indexed by a trigger inside its batch's transaction; the lead writer
-- indexes the leads above each table's watermark in bulk, in transactions of its own
-- (server/src/db/lead-search-index.ts). Every lead stored so far was indexed by the old trigger.
INSERT INTO `lead_search_index` (`lead_kind`, `indexed_rowid`)
SELECT 'contact', coalesce(max(rowid), 0) FROM `contact_submissions`;--> statement-breakpoint
INSERT INTO `lead_search_index` (`lead_kind`, `indexed_rowid`)
SELECT 'quote', coalesce(max(rowid), 0) FROM `quote_requests`;--> statement-breakpoint
DROP TRIGGER `contact_submissions_fts_insert`;--> statement-breakpoint
DROP TRIGGER `quote_requests_fts_insert`;--> statement-breakpoint
-- A delete or an update touches the index only for a lead at or below the watermark: FTS5's
-- 'delete' of a row it never indexed would corrupt the index. A lead above it is indexed later
-- from what it then holds, or not at all once deleted. The watermark also stays at or below the
-- table's highest rowid: a table without INTEGER PRIMARY KEY gives a new row max(rowid) + 1, so
-- once its last rows are deleted, a new lead could otherwise get a rowid that counts as indexed.
DROP TRIGGER `contact_submissions_fts_delete`;--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_delete` AFTER DELETE ON `contact_submissions` BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`message`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'contact');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`)
	WHERE `lead_kind` = 'contact' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`);
END;--> statement-breakpoint
DROP TRIGGER `contact_submissions_fts_update`;--> statement-breakpoint
CREATE TRIGGER `contact_submissions_fts_update` AFTER UPDATE OF `name`, `email`, `message` ON `contact_submissions`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'contact') BEGIN
	INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`, rowid, `name`, `email`, `message`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`message`);
	INSERT INTO `contact_submissions_fts`(rowid, `name`, `email`, `message`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`message`);
END;--> statement-breakpoint
DROP TRIGGER `quote_requests_fts_delete`;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_delete` AFTER DELETE ON `quote_requests` BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`)
	SELECT 'delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`
	WHERE old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'quote');
	UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `quote_requests`)
	WHERE `lead_kind` = 'quote' AND `indexed_rowid` > (SELECT coalesce(max(rowid), 0) FROM `quote_requests`);
END;--> statement-breakpoint
DROP TRIGGER `quote_requests_fts_update`;--> statement-breakpoint
CREATE TRIGGER `quote_requests_fts_update` AFTER UPDATE OF `name`, `email`, `company_name`, `project_details` ON `quote_requests`
WHEN old.rowid <= (SELECT `indexed_rowid` FROM `lead_search_index` WHERE `lead_kind` = 'quote') BEGIN
	INSERT INTO `quote_requests_fts`(`quote_requests_fts`, rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES ('delete', old.rowid, old.`name`, old.`email`, old.`company_name`, old.`project_details`);
	INSERT INTO `quote_requests_fts`(rowid, `name`, `email`, `company_name`, `project_details`)
	VALUES (new.rowid, new.`name`, new.`email`, new.`company_name`, new.`project_details`);
END;

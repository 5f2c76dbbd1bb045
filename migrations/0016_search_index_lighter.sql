-- A lighter full-text index for each lead table (issue 19; decisions 011 and 020, amended):
-- the 3-letter prefix index goes (the 2-letter one stays), and so do the per-document sizes
-- (columnsize=0), which only ranking (bm25) reads and the inbox never ranks (it lists newest
-- first). The 3-letter prefix index cost ~4.5 us of the lead writer's ~11 us per lead to index;
-- a search for a word of three letters or more now reads the terms that begin with it, as one of
-- four letters or more always did (docs/performance.md, section 14). Each index is rebuilt from
-- its table, so every lead is indexed and each watermark moves to its table's highest rowid. The
-- triggers name the index, not its options: they stay.

DROP TABLE `contact_submissions_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `contact_submissions_fts` USING fts5(
	`name`, `email`, `message`, `reference`,
	content='contact_submissions', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2', columnsize=0
);--> statement-breakpoint
INSERT INTO `contact_submissions_fts`(`contact_submissions_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `contact_submissions`)
WHERE `lead_kind` = 'contact';--> statement-breakpoint
DROP TABLE `quote_requests_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `quote_requests_fts` USING fts5(
	`name`, `email`, `company_name`, `project_details`, `reference`,
	content='quote_requests', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2', columnsize=0
);--> statement-breakpoint
INSERT INTO `quote_requests_fts`(`quote_requests_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `quote_requests`)
WHERE `lead_kind` = 'quote';--> statement-breakpoint
DROP TABLE `job_applications_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `job_applications_fts` USING fts5(
	`name`, `email`, `opening_title`, `cover_letter`, `reference`,
	content='job_applications', content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2', prefix='2', columnsize=0
);--> statement-breakpoint
INSERT INTO `job_applications_fts`(`job_applications_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `lead_search_index` SET `indexed_rowid` = (SELECT coalesce(max(rowid), 0) FROM `job_applications`)
WHERE `lead_kind` = 'application';

ALTER TABLE "roster_upload_rows" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "roster_upload_rows" ADD COLUMN "impact" jsonb;--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD COLUMN "impacted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "roster_upload_rows_impact" ON "roster_upload_rows" USING btree ("upload_id","row_number") WHERE "roster_upload_rows"."impact" is not null;
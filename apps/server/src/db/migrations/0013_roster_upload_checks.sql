CREATE TABLE "roster_upload_files" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_uploads" DROP CONSTRAINT "roster_uploads_status_valid";--> statement-breakpoint
DROP INDEX "roster_uploads_one_preview";--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD COLUMN "rows_checked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD COLUMN "failure" text;--> statement-breakpoint
UPDATE "roster_uploads" SET "rows_checked" = "rows_total";--> statement-breakpoint
ALTER TABLE "roster_upload_files" ADD CONSTRAINT "roster_upload_files_upload_id_roster_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."roster_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_uploads_one_open" ON "roster_uploads" USING btree ("client_id") WHERE "roster_uploads"."status" in ('checking', 'preview');--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD CONSTRAINT "roster_uploads_status_valid" CHECK ("roster_uploads"."status" in ('checking', 'failed', 'preview', 'confirmed', 'discarded', 'undone'));
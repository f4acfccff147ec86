CREATE TABLE "roster_upload_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roster_upload_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"employee_number" text,
	"outcome" text NOT NULL,
	"record" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"before" jsonb,
	CONSTRAINT "roster_upload_rows_outcome_valid" CHECK ("roster_upload_rows"."outcome" in ('new', 'changed', 'leaving', 'unchanged', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "roster_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_invalid" integer NOT NULL,
	"new_count" integer NOT NULL,
	"changed_count" integer NOT NULL,
	"leaving_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "roster_uploads_status_valid" CHECK ("roster_uploads"."status" in ('preview', 'confirmed', 'discarded', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "roster_upload_rows" ADD CONSTRAINT "roster_upload_rows_upload_id_roster_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."roster_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_upload_rows" ADD CONSTRAINT "roster_upload_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD CONSTRAINT "roster_uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_uploads" ADD CONSTRAINT "roster_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_upload_rows_upload" ON "roster_upload_rows" USING btree ("upload_id","outcome","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_uploads_one_preview" ON "roster_uploads" USING btree ("client_id") WHERE "roster_uploads"."status" = 'preview';--> statement-breakpoint
CREATE INDEX "roster_uploads_client_created" ON "roster_uploads" USING btree ("client_id","created_at");
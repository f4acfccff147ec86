CREATE TABLE "report_build_chunks" (
	"build_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "report_build_chunks_pk" PRIMARY KEY("build_id","seq")
);
--> statement-breakpoint
CREATE TABLE "report_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"report_ids" text[] NOT NULL,
	"format" text NOT NULL,
	"layout" text NOT NULL,
	"status" text NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"failure" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_builds_status_valid" CHECK ("report_builds"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "report_build_chunks" ADD CONSTRAINT "report_build_chunks_build_id_report_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."report_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_builds" ADD CONSTRAINT "report_builds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_builds" ADD CONSTRAINT "report_builds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_builds_client_created" ON "report_builds" USING btree ("client_id","created_at");
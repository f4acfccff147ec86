CREATE TABLE "life_event_evidence" (
	"life_event_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_event_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"group_codes" text[] NOT NULL,
	"days_before" integer DEFAULT 0 NOT NULL,
	"days_after" integer DEFAULT 30 NOT NULL,
	"evidence_required" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "life_event_types_days_valid" CHECK ("life_event_types"."days_before" >= 0 and "life_event_types"."days_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "life_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "life_events_window_ordered" CHECK ("life_events"."opens_on" <= "life_events"."closes_on")
);
--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "life_event_evidence" ADD CONSTRAINT "life_event_evidence_life_event_id_life_events_id_fk" FOREIGN KEY ("life_event_id") REFERENCES "public"."life_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_event_evidence" ADD CONSTRAINT "life_event_evidence_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_event_types" ADD CONSTRAINT "life_event_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_type_id_life_event_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."life_event_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_events" ADD CONSTRAINT "life_events_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_event_types_client" ON "life_event_types" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "life_events_user" ON "life_events" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "life_events_client_closes" ON "life_events" USING btree ("client_id","closes_on");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_one_partner" ON "family_members" USING btree ("client_id","user_id") WHERE "family_members"."relationship" = 'partner' and "family_members"."active";
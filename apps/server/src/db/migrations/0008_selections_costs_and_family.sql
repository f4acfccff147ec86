CREATE TABLE "benefit_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"selection_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"treatment_date" date NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	CONSTRAINT "benefit_claims_amount_positive" CHECK ("benefit_claims"."amount_pence" > 0),
	CONSTRAINT "benefit_claims_status_valid" CHECK ("benefit_claims"."status" in ('submitted', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "claim_receipts" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"sex" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"full_time_education_end_date" date,
	"registered_disabled" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "family_members_sex_valid" CHECK ("family_members"."sex" in ('female', 'male')),
	CONSTRAINT "family_members_relationship_valid" CHECK ("family_members"."relationship" in ('partner', 'dependant'))
);
--> statement-breakpoint
CREATE TABLE "selection_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "selection_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"selection_id" uuid NOT NULL,
	"actor_id" uuid,
	"acted_as_employee" boolean DEFAULT false NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_people_covered" (
	"selection_id" uuid NOT NULL,
	"family_member_id" uuid NOT NULL,
	CONSTRAINT "selection_people_covered_selection_id_family_member_id_pk" PRIMARY KEY("selection_id","family_member_id")
);
--> statement-breakpoint
DROP INDEX "selections_one_live";--> statement-breakpoint
ALTER TABLE "benefits" ADD COLUMN "cost_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "previous_id" uuid;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "accepted_terms_version" integer;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "pending_reason" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "medical_answers" "bytea";--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "medical_answers_key_id" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "quoted_costs" jsonb;--> statement-breakpoint
ALTER TABLE "benefit_claims" ADD CONSTRAINT "benefit_claims_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_claims" ADD CONSTRAINT "benefit_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_claims" ADD CONSTRAINT "benefit_claims_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_receipts" ADD CONSTRAINT "claim_receipts_claim_id_benefit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."benefit_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_receipts" ADD CONSTRAINT "claim_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_events" ADD CONSTRAINT "selection_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_events" ADD CONSTRAINT "selection_events_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_events" ADD CONSTRAINT "selection_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_people_covered" ADD CONSTRAINT "selection_people_covered_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_people_covered" ADD CONSTRAINT "selection_people_covered_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_claims_user" ON "benefit_claims" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "family_members_user" ON "family_members" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "selection_events_selection" ON "selection_events" USING btree ("selection_id","at");--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selections_one_settled" ON "selections" USING btree ("user_id","benefit_id","scheme_id") WHERE "selections"."superseded_at" is null and "selections"."status" in ('approved', 'rejected', 'opted-out');--> statement-breakpoint
CREATE UNIQUE INDEX "selections_one_proposal" ON "selections" USING btree ("user_id","benefit_id","scheme_id") WHERE "selections"."superseded_at" is null and "selections"."status" in ('temporary', 'pending');--> statement-breakpoint
CREATE INDEX "selections_user_scheme" ON "selections" USING btree ("client_id","user_id","scheme_id");
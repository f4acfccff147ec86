CREATE TABLE "payroll_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"period" text NOT NULL,
	"pay_day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"benefit_id" integer NOT NULL,
	"selection_id" uuid,
	"kind" text NOT NULL,
	"employee_pence" integer NOT NULL,
	"employer_pence" integer NOT NULL,
	"tax_saving_pence" integer NOT NULL,
	"ni_saving_pence" integer NOT NULL,
	"employer_ni_saving_pence" integer NOT NULL,
	"before_tax" boolean NOT NULL,
	"before_ni" boolean NOT NULL,
	"pensionable" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_lines_kind_valid" CHECK ("payroll_lines"."kind" in ('regular', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"employees" integer DEFAULT 0 NOT NULL,
	"lines_written" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payroll_runs_status_valid" CHECK ("payroll_runs"."status" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "voucher_frame_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_hash" "bytea",
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_frame_grants_code_unique" UNIQUE("code_hash"),
	CONSTRAINT "voucher_frame_grants_session_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_name" text NOT NULL,
	"register" text NOT NULL,
	"registration_number" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"placed_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "voucher_orders_amount_positive" CHECK ("voucher_orders"."amount_pence" > 0),
	CONSTRAINT "voucher_orders_status_valid" CHECK ("voucher_orders"."status" in ('saved', 'placed')),
	CONSTRAINT "voucher_orders_placed_dated" CHECK (("voucher_orders"."status" = 'placed') = ("voucher_orders"."placed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_frame_grants" ADD CONSTRAINT "voucher_frame_grants_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_frame_grants" ADD CONSTRAINT "voucher_frame_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_lines_user_period" ON "payroll_lines" USING btree ("client_id","user_id","period");--> statement-breakpoint
CREATE INDEX "payroll_lines_period_user" ON "payroll_lines" USING btree ("client_id","period","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_one_running" ON "payroll_runs" USING btree ("client_id","period") WHERE "payroll_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "payroll_runs_client_period" ON "payroll_runs" USING btree ("client_id","period");--> statement-breakpoint
CREATE INDEX "voucher_frame_grants_user" ON "voucher_frame_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_user" ON "voucher_orders" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_client_status" ON "voucher_orders" USING btree ("client_id","status");
CREATE TABLE "client_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_assets_client_name_unique" UNIQUE("client_id","name")
);
--> statement-breakpoint
CREATE TABLE "client_themes" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"primary_colour" text NOT NULL,
	"secondary_colour" text NOT NULL,
	"logo_file_url" text NOT NULL,
	"brand_header_logo" text NOT NULL,
	"mobile_logo" text NOT NULL,
	"support_email" text NOT NULL,
	"contact_us_email" text NOT NULL,
	"benefit_brand_name" text NOT NULL,
	"benefit_brand_phone_number" text,
	"avatar_set" text,
	"base_font" text NOT NULL,
	"header_font" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"contact_us_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_policy" text DEFAULT 'optional' NOT NULL,
	"sso_only" boolean DEFAULT false NOT NULL,
	"data_load_eligibility_impact_enabled" boolean DEFAULT false NOT NULL,
	"public_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_slug_unique" UNIQUE("slug"),
	CONSTRAINT "clients_slug_format" CHECK ("clients"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
	CONSTRAINT "clients_two_factor_policy_valid" CHECK ("clients"."two_factor_policy" in ('optional', 'enforced'))
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "schemes_client_year_unique" UNIQUE("client_id","year"),
	CONSTRAINT "schemes_dates_ordered" CHECK ("schemes"."starts_on" < "schemes"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_client_type_revision_unique" UNIQUE("client_id","type","revision"),
	CONSTRAINT "content_type_valid" CHECK ("content"."type" in ('terms', 'policy', 'cookie')),
	CONSTRAINT "content_revision_positive" CHECK ("content"."revision" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"user_type" text NOT NULL,
	"employment_status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"activated_at" timestamp with time zone,
	"terms_revision_accepted" integer,
	"date_of_birth" date,
	"first_login" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_client_email_unique" UNIQUE("client_id","email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in ('employee', 'employer', 'admin')),
	CONSTRAINT "users_employment_status_valid" CHECK ("users"."employment_status" in ('active', 'inactive', 'left')),
	CONSTRAINT "users_admin_has_no_client" CHECK (("users"."user_type" = 'admin') = ("users"."client_id" is null))
);
--> statement-breakpoint
ALTER TABLE "client_assets" ADD CONSTRAINT "client_assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_themes" ADD CONSTRAINT "client_themes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schemes_one_current_per_client" ON "schemes" USING btree ("client_id") WHERE "schemes"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "users_platform_email_unique" ON "users" USING btree ("email") WHERE "users"."client_id" is null;
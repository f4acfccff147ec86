CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "insights_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_records" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(first_name || ' ' || surname || ' ' || email || ' ' || coalesce(employee_number, '')), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžøđłı', 'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzodli')) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "users_client_name_idx" ON "users" USING btree ("client_id","surname","first_name","id");--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_client_created_idx" ON "sessions" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_employee_number_unique" UNIQUE("client_id","employee_number");
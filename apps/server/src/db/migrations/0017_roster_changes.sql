CREATE TABLE "roster_changes" (
	"client_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_versions" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_versions" ADD CONSTRAINT "roster_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_changes_client_version" ON "roster_changes" USING btree ("client_id","version");--> statement-breakpoint
CREATE INDEX "roster_changes_changed_at" ON "roster_changes" USING btree ("changed_at");--> statement-breakpoint
-- Notes the people a statement changed in their tenant's roster: one new version per tenant and statement, taken
-- while holding the tenant's version row, so versions follow commit order. A tenant being deleted is skipped.
CREATE FUNCTION note_roster_changes(client_ids uuid[], user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH tenants AS (
    SELECT named.client_id
    FROM (SELECT DISTINCT client_id FROM unnest(client_ids) AS c(client_id) WHERE client_id IS NOT NULL) AS named
    WHERE EXISTS (SELECT 1 FROM clients WHERE clients.id = named.client_id)
  ), bumped AS (
    INSERT INTO roster_versions AS v (client_id, version)
    SELECT client_id, 1 FROM tenants
    ON CONFLICT (client_id) DO UPDATE SET version = v.version + 1
    RETURNING client_id, version
  )
  INSERT INTO roster_changes (client_id, version, user_id)
  SELECT c.client_id, bumped.version, c.user_id
  FROM unnest(client_ids, user_ids) AS c(client_id, user_id) JOIN bumped USING (client_id);
  -- Heard at once by an embedded server (modules/employees/roster-search.ts), which then skips reading the log.
  SELECT pg_notify('roster_changes', client_id::text)
  FROM (SELECT DISTINCT client_id FROM unnest(client_ids) AS c(client_id) WHERE client_id IS NOT NULL) AS named;
$$;--> statement-breakpoint
-- The columns the employee list shows, searches or sorts by; other updates (a sign-in's counters) note nothing.
CREATE FUNCTION users_roster_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_roster_changes(array_agg(client_id), array_agg(id)) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_roster_changes(array_agg(client_id), array_agg(id)) FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM note_roster_changes(array_agg(n.client_id), array_agg(n.id))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.client_id, n.user_type, n.first_name, n.surname, n.email, n.employee_number,
           n.employment_status, n.activated_at, n.totp_enabled_at)
      IS DISTINCT FROM (o.client_id, o.user_type, o.first_name, o.surname, o.email, o.employee_number,
           o.employment_status, o.activated_at, o.totp_enabled_at)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION employee_records_roster_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_roster_changes(array_agg(client_id), array_agg(user_id)) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_roster_changes(array_agg(client_id), array_agg(user_id)) FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM note_roster_changes(array_agg(n.client_id), array_agg(n.user_id))
    FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    WHERE n.location IS DISTINCT FROM o.location
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_roster_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_roster_changed();--> statement-breakpoint
CREATE TRIGGER users_roster_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_roster_changed();--> statement-breakpoint
CREATE TRIGGER users_roster_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_roster_changed();--> statement-breakpoint
CREATE TRIGGER employee_records_roster_inserted AFTER INSERT ON employee_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employee_records_roster_changed();--> statement-breakpoint
CREATE TRIGGER employee_records_roster_updated AFTER UPDATE ON employee_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION employee_records_roster_changed();--> statement-breakpoint
-- Not for the deletes that cascade from a user's (the users trigger notes those) or a tenant's: a cascade runs one
-- statement per row, and undoing an upload of 50,000 new starters would note each person on their own.
CREATE TRIGGER employee_records_roster_deleted AFTER DELETE ON employee_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (pg_trigger_depth() < 1) EXECUTE FUNCTION employee_records_roster_changed();

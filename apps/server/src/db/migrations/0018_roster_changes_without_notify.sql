-- The roster's change log without its notifications: they served the embedded PGlite, which ran in the server's
-- own process; on PostgreSQL every search reads the log, and a NOTIFY serialises the commits of every transaction
-- that sends one (modules/employees/roster-search.ts).
CREATE OR REPLACE FUNCTION note_roster_changes(client_ids uuid[], user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
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
$$;

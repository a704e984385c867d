CREATE TABLE "tender_org_notices" (
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notice_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tender_org_notices_org_id_created_at_notice_id_pk" PRIMARY KEY("org_id","created_at","notice_id")
);--> statement-breakpoint
-- Hand-written (decision 0049): the triggers below keep each organisation's notices, in the order they
-- were stored, for every writer of notices (import, seed, load seed). Follow alerts read one key range
-- per followed organisation; counting them through projects read all of a big buyer's notices (0.5 s).
CREATE FUNCTION "tender_org_notices_of_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tender_org_notices" ("org_id", "created_at", "notice_id", "published_at")
  SELECT o."org_id", n."created_at", n."id", n."published_at"
  FROM "added" n JOIN "tender_projects" p ON p."id" = n."project_id"
  CROSS JOIN LATERAL (VALUES (p."tenderee_id"), (p."agency_id"), (n."winner_org_id")) AS o("org_id")
  WHERE o."org_id" IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tender_notices_to_org_notices" AFTER INSERT ON "tender_notices"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "tender_org_notices_of_notices"();--> statement-breakpoint
-- An import that changes a notice may name its winner now; the notice keeps its stored time. A row
-- trigger with a condition: reading a notice updates its read count, and that must cost nothing here.
CREATE FUNCTION "tender_org_notices_of_winner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tender_org_notices" ("org_id", "created_at", "notice_id", "published_at")
  VALUES (NEW."winner_org_id", NEW."created_at", NEW."id", NEW."published_at")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tender_notices_winner_to_org_notices" AFTER UPDATE OF "winner_org_id" ON "tender_notices"
  FOR EACH ROW WHEN (NEW."winner_org_id" IS NOT NULL AND NEW."winner_org_id" IS DISTINCT FROM OLD."winner_org_id")
  EXECUTE FUNCTION "tender_org_notices_of_winner"();--> statement-breakpoint
CREATE FUNCTION "tender_org_notices_of_bidders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tender_org_notices" ("org_id", "created_at", "notice_id", "published_at")
  SELECT b."org_id", n."created_at", n."id", n."published_at"
  FROM "added" b JOIN "tender_notices" n ON n."id" = b."notice_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tender_bidders_to_org_notices" AFTER INSERT ON "tender_bidders"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "tender_org_notices_of_bidders"();--> statement-breakpoint
-- A deleted notice's rows go with its alerts. A project's deletion cascades one statement per project:
-- an empty transition table returns at once instead of scanning the tables.
CREATE OR REPLACE FUNCTION "tender_alerts_forget_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "gone") THEN RETURN NULL; END IF;
  DELETE FROM "tender_matches" WHERE "notice_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  DELETE FROM "tender_org_notices" WHERE "notice_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "tender_org_notices" ("org_id", "created_at", "notice_id", "published_at")
SELECT o."org_id", n."created_at", n."id", n."published_at"
FROM "tender_notices" n JOIN "tender_projects" p ON p."id" = n."project_id"
CROSS JOIN LATERAL (VALUES (p."tenderee_id"), (p."agency_id"), (n."winner_org_id")) AS o("org_id")
WHERE o."org_id" IS NOT NULL
UNION
SELECT b."org_id", n."created_at", n."id", n."published_at"
FROM "tender_bidders" b JOIN "tender_notices" n ON n."id" = b."notice_id";--> statement-breakpoint
ANALYZE "tender_org_notices";

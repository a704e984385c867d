ALTER TABLE "tender_follow_matches" DROP CONSTRAINT "tender_follow_matches_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tender_follow_matches" DROP CONSTRAINT "tender_follow_matches_notice_id_tender_notices_id_fk";
--> statement-breakpoint
ALTER TABLE "tender_follow_matches" DROP CONSTRAINT "tender_follow_matches_org_id_tender_orgs_id_fk";
--> statement-breakpoint
ALTER TABLE "tender_matches" DROP CONSTRAINT "tender_matches_subscription_id_tender_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "tender_matches" DROP CONSTRAINT "tender_matches_notice_id_tender_notices_id_fk";
--> statement-breakpoint
-- Hand-written (decision 0048): the alert tables keep no foreign keys, so a burst of a million alerts
-- is not checked key by key; these statement triggers delete the alerts of what is deleted, as the
-- cascades did. The product never deletes notices or organisations; those two triggers scan the alert
-- tables once per statement, which is what a test's or a benchmark's clean-up needs. The ids go in as
-- one array so the planner uses the (subscription_id …) and (user_id …) keys, whatever it guesses of
-- the transition table's size: a user's deletion cascades row by row, one statement per subscription.
CREATE FUNCTION "tender_alerts_forget_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tender_matches" WHERE "subscription_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tender_subscriptions_forget_matches" AFTER DELETE ON "tender_subscriptions"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "tender_alerts_forget_subscriptions"();
--> statement-breakpoint
CREATE FUNCTION "tender_alerts_forget_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tender_matches" WHERE "notice_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  DELETE FROM "tender_follow_matches" WHERE "notice_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tender_notices_forget_alerts" AFTER DELETE ON "tender_notices"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "tender_alerts_forget_notices"();
--> statement-breakpoint
CREATE FUNCTION "tender_alerts_forget_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tender_follow_matches" WHERE "user_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_forget_follow_alerts" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "tender_alerts_forget_users"();
--> statement-breakpoint
CREATE FUNCTION "tender_alerts_forget_orgs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tender_follow_matches" WHERE "org_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tender_orgs_forget_follow_alerts" AFTER DELETE ON "tender_orgs"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "tender_alerts_forget_orgs"();

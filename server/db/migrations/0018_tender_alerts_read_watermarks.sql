-- Hand-ordered (decision 0049): tender_matches keeps one key instead of a key and two indexes; read and
-- digest state moves from every alert row to a watermark on the subscription and on the follow; and
-- follow alerts are counted from the notices instead of written one row per follower and notice. The unread alerts of today stay unread: each watermark starts just before
-- the oldest alert still unread (or now, when none is).
ALTER TABLE "tender_subscriptions" ADD COLUMN "seen_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_subscriptions" ADD COLUMN "digested_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tender_orgs" ADD COLUMN "seen_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tender_orgs" ADD COLUMN "digested_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tender_subscriptions" s SET
  "seen_through" = coalesce((SELECT min(m."matched_at") FROM "tender_matches" m WHERE m."subscription_id" = s."id" AND m."seen_at" IS NULL) - interval '1 microsecond', now()),
  "digested_through" = coalesce((SELECT min(m."matched_at") FROM "tender_matches" m WHERE m."subscription_id" = s."id" AND m."seen_at" IS NULL AND m."digested_at" IS NULL) - interval '1 microsecond', now());--> statement-breakpoint
UPDATE "user_tender_orgs" f SET
  "seen_through" = greatest(f."created_at", coalesce((SELECT min(n."created_at") FROM "tender_follow_matches" a JOIN "tender_notices" n ON n."id" = a."notice_id" WHERE a."user_id" = f."user_id" AND a."seen_at" IS NULL) - interval '1 microsecond', now())),
  "digested_through" = greatest(f."created_at", coalesce((SELECT min(n."created_at") FROM "tender_follow_matches" a JOIN "tender_notices" n ON n."id" = a."notice_id" WHERE a."user_id" = f."user_id" AND a."seen_at" IS NULL AND a."digested_at" IS NULL) - interval '1 microsecond', now()));--> statement-breakpoint
DROP TRIGGER "users_forget_follow_alerts" ON "users";--> statement-breakpoint
DROP FUNCTION "tender_alerts_forget_users"();--> statement-breakpoint
DROP TRIGGER "tender_orgs_forget_follow_alerts" ON "tender_orgs";--> statement-breakpoint
DROP FUNCTION "tender_alerts_forget_orgs"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tender_alerts_forget_notices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tender_matches" WHERE "notice_id" = ANY ((SELECT array_agg("id") FROM "gone")::int[]);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TABLE "tender_follow_matches" CASCADE;--> statement-breakpoint
DROP INDEX "tender_matches_user_unseen_idx";--> statement-breakpoint
DROP INDEX "tender_matches_sub_published_idx";--> statement-breakpoint
ALTER TABLE "tender_matches" DROP CONSTRAINT "tender_matches_subscription_id_notice_id_pk";--> statement-breakpoint
ALTER TABLE "tender_matches" ADD CONSTRAINT "tender_matches_subscription_id_published_at_notice_id_pk" PRIMARY KEY("subscription_id","published_at","notice_id");--> statement-breakpoint
ALTER TABLE "tender_matches" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "tender_matches" DROP COLUMN "seen_at";--> statement-breakpoint
ALTER TABLE "tender_matches" DROP COLUMN "digested_at";

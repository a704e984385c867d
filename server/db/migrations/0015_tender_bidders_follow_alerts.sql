CREATE TABLE "tender_bidders" (
	"notice_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "tender_bidders_notice_id_org_id_pk" PRIMARY KEY("notice_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "tender_follow_matches" (
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "tender_follow_matches_user_id_notice_id_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "tender_notices" ADD COLUMN "winner_org_id" integer;--> statement-breakpoint
ALTER TABLE "tender_bidders" ADD CONSTRAINT "tender_bidders_notice_id_tender_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."tender_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bidders" ADD CONSTRAINT "tender_bidders_project_id_tender_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."tender_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bidders" ADD CONSTRAINT "tender_bidders_org_id_tender_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_follow_matches" ADD CONSTRAINT "tender_follow_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_follow_matches" ADD CONSTRAINT "tender_follow_matches_notice_id_tender_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."tender_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_follow_matches" ADD CONSTRAINT "tender_follow_matches_org_id_tender_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_bidders_org_idx" ON "tender_bidders" USING btree ("org_id","project_id");--> statement-breakpoint
CREATE INDEX "tender_bidders_project_idx" ON "tender_bidders" USING btree ("project_id","org_id");--> statement-breakpoint
CREATE INDEX "tender_follow_matches_user_unseen_idx" ON "tender_follow_matches" USING btree ("user_id") WHERE "tender_follow_matches"."seen_at" is null;--> statement-breakpoint
ALTER TABLE "tender_notices" ADD CONSTRAINT "tender_notices_winner_org_id_tender_orgs_id_fk" FOREIGN KEY ("winner_org_id") REFERENCES "public"."tender_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_notices_deadline_idx" ON "tender_notices" USING btree ("deadline_at","id") WHERE "tender_notices"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "tender_notices_winner_org_idx" ON "tender_notices" USING btree ("winner_org_id") WHERE "tender_notices"."winner_org_id" is not null;--> statement-breakpoint
CREATE INDEX "tender_projects_budget_idx" ON "tender_projects" USING btree ("budget" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tender_projects_cat_budget_idx" ON "tender_projects" USING btree ("cat_no","budget" DESC NULLS LAST,"id");--> statement-breakpoint
-- Hand-written (decision 0041): winners stored before this migration as names become organisations (kind BIDDER, the province of their first result), linked from their results and recorded as each result's rank-1 bidder.
INSERT INTO "tender_orgs" ("name", "kind", "province_code", "city_code")
SELECT DISTINCT ON (n."winner") n."winner", 'BIDDER', p."province_code", p."city_code"
FROM "tender_notices" n JOIN "tender_projects" p ON p."id" = n."project_id"
WHERE n."winner" IS NOT NULL AND n."winner" <> ''
ORDER BY n."winner", n."published_at"
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
UPDATE "tender_notices" n SET "winner_org_id" = o."id" FROM "tender_orgs" o WHERE o."name" = n."winner" AND n."winner_org_id" IS NULL;--> statement-breakpoint
INSERT INTO "tender_bidders" ("notice_id", "project_id", "org_id", "rank")
SELECT n."id", n."project_id", n."winner_org_id", 1 FROM "tender_notices" n WHERE n."winner_org_id" IS NOT NULL
ON CONFLICT DO NOTHING;

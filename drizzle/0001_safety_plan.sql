CREATE TABLE "safety_plan" (
	"user_id" text PRIMARY KEY NOT NULL,
	"warning_signs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coping_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distractions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"professionals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safe_environment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasons_for_living" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_plan_sections_are_lists" CHECK ((jsonb_typeof("safety_plan"."warning_signs") = 'array' and jsonb_array_length("safety_plan"."warning_signs") <= 20) and (jsonb_typeof("safety_plan"."coping_strategies") = 'array' and jsonb_array_length("safety_plan"."coping_strategies") <= 20) and (jsonb_typeof("safety_plan"."distractions") = 'array' and jsonb_array_length("safety_plan"."distractions") <= 20) and (jsonb_typeof("safety_plan"."support_people") = 'array' and jsonb_array_length("safety_plan"."support_people") <= 20) and (jsonb_typeof("safety_plan"."professionals") = 'array' and jsonb_array_length("safety_plan"."professionals") <= 20) and (jsonb_typeof("safety_plan"."safe_environment") = 'array' and jsonb_array_length("safety_plan"."safe_environment") <= 20) and (jsonb_typeof("safety_plan"."reasons_for_living") = 'array' and jsonb_array_length("safety_plan"."reasons_for_living") <= 20))
);
--> statement-breakpoint
ALTER TABLE "safety_plan" ADD CONSTRAINT "safety_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
/** Every file in content/ and the schema it must meet: the registry the check and the site's reader share. */
import type { z } from "zod";
import {
  checklistSchema,
  cmmcLandingSchema,
  governanceSchema,
  heroesSchema,
  homeSchema,
  industriesSchema,
  lpGovernanceSchema,
  secopsSchema,
} from "./page-copy.ts";
import { plansSchema } from "./plans.ts";
import { pricingPageSchema } from "./pricing-page.ts";
import { proofSchema } from "./proof.ts";
import { formsSchema, navigationSchema, pagesSchema, refusalsSchema, siteSchema } from "./site-copy.ts";

/** Each data file and the schema it must meet. plans.json comes first: the other files quote its figures. */
export const contentSchemas = {
  "plans.json": plansSchema,
  "pages.json": pagesSchema,
  "navigation.json": navigationSchema,
  "heroes.json": heroesSchema,
  "home.json": homeSchema,
  "secops.json": secopsSchema,
  "governance.json": governanceSchema,
  "lp-governance.json": lpGovernanceSchema,
  "cmmc-accelerator.json": cmmcLandingSchema,
  "industries.json": industriesSchema,
  "checklist.json": checklistSchema,
  "forms.json": formsSchema,
  "site.json": siteSchema,
  "pricing-page.json": pricingPageSchema,
  "proof.json": proofSchema,
  "refusals.json": refusalsSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentSchemas;

/** Every file as its schema returns it. */
export type ParsedContent = { [File in ContentFile]: z.output<(typeof contentSchemas)[File]> };

import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialect.server";
import * as catalogue from "./2026-11-23T0900-catalogue";
import * as listingAndSearch from "./2026-11-23T1000-listing-and-search";
import * as auditLog from "./2026-11-23T1100-audit-log";
import * as leadsAndOrders from "./2026-11-23T1200-leads-and-orders";
import * as relatedProducts from "./2026-11-23T1300-related-products";
import * as leadMailInCode from "./2026-11-23T1400-lead-mail-in-code";
import * as rateLimits from "./2026-11-23T1500-rate-limits";
import * as productSpecs from "./2026-11-24T0900-product-specs";
import * as peopleAndAudit from "./2026-11-24T1000-people-and-audit";
import * as mediaLastUsed from "./2026-11-24T1100-media-last-used";
import * as enquiryRequirement from "./2026-11-24T1200-enquiry-requirement";
import * as productImageAlt from "./2026-11-24T1300-product-image-alt";
import * as searchVocabulary from "./2026-11-24T1400-search-vocabulary";
import * as categoryMembers from "./2026-11-25T0900-category-members";
import * as categoryListing from "./2026-11-27T0900-category-listing";
import * as translations from "./2026-11-27T1000-translations";
import * as enquiryLanguage from "./2026-11-27T1100-enquiry-language";
import * as searchKeys from "./2026-11-28T0900-search-keys";
import * as searchKeysVersion from "./2026-11-28T1000-search-keys-version";
import * as salespeople from "./2026-11-28T1100-salespeople";
import * as dealerApplications from "./2026-11-28T1200-dealer-applications";
import * as quotations from "./2026-11-29T0900-quotations";
import * as afterSales from "./2026-11-30T2000-after-sales";
import * as messageOutbox from "./2026-11-30T3000-message-outbox";
import * as quotationAnswersSeen from "./2026-11-30T3100-quotation-answers-seen";
import * as salesTeam from "./2026-11-30T4100-sales-team";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
type Step = (db: Kysely<any>, dialect: Dialect) => Promise<void>;

/**
 * Every migration, keyed by its timestamped name. An explicit list (rather than
 * reading the folder) works the same from source, from tests and from the
 * bundled server. One history serves both databases: each step is told which
 * one it runs on.
 */
const steps: Record<string, { up: Step; down: Step }> = {
  "2026-11-23T0900-catalogue": catalogue,
  "2026-11-23T1000-listing-and-search": listingAndSearch,
  "2026-11-23T1100-audit-log": auditLog,
  "2026-11-23T1200-leads-and-orders": leadsAndOrders,
  "2026-11-23T1300-related-products": relatedProducts,
  "2026-11-23T1400-lead-mail-in-code": leadMailInCode,
  "2026-11-23T1500-rate-limits": rateLimits,
  "2026-11-24T0900-product-specs": productSpecs,
  "2026-11-24T1000-people-and-audit": peopleAndAudit,
  "2026-11-24T1100-media-last-used": mediaLastUsed,
  "2026-11-24T1200-enquiry-requirement": enquiryRequirement,
  "2026-11-24T1300-product-image-alt": productImageAlt,
  "2026-11-24T1400-search-vocabulary": searchVocabulary,
  "2026-11-25T0900-category-members": categoryMembers,
  "2026-11-27T0900-category-listing": categoryListing,
  "2026-11-27T1000-translations": translations,
  "2026-11-27T1100-enquiry-language": enquiryLanguage,
  "2026-11-28T0900-search-keys": searchKeys,
  "2026-11-28T1000-search-keys-version": searchKeysVersion,
  "2026-11-28T1100-salespeople": salespeople,
  "2026-11-28T1200-dealer-applications": dealerApplications,
  "2026-11-29T0900-quotations": quotations,
  "2026-11-30T2000-after-sales": afterSales,
  "2026-11-30T3000-message-outbox": messageOutbox,
  "2026-11-30T3100-quotation-answers-seen": quotationAnswersSeen,
  "2026-11-30T4100-sales-team": salesTeam,
};

export const migrationNames = Object.keys(steps);

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(steps).map(([name, step]) => [
      name,
      { up: (db) => step.up(db, dialect), down: (db) => step.down(db, dialect) },
    ]),
  );
}

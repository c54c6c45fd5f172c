import * as migration_20261122_000214_initial from './20261122_000214_initial';
import * as migration_20261122_000500_search_indexes from './20261122_000500_search_indexes';
import * as migration_20261122_001433_content_reports_pages from './20261122_001433_content_reports_pages';
import * as migration_20261122_001511_revenue_stripe_events_review from './20261122_001511_revenue_stripe_events_review';
import * as migration_20261122_002421_enrichment_jobs from './20261122_002421_enrichment_jobs';
import * as migration_20261122_030303_enrichment_logo_request_marker from './20261122_030303_enrichment_logo_request_marker';
import * as migration_20261122_030337_content_article_autosave from './20261122_030337_content_article_autosave';
import * as migration_20261122_030651_revenue_stripe_event_job from './20261122_030651_revenue_stripe_event_job';
import * as migration_20261122_031000_tool_category_keys from './20261122_031000_tool_category_keys';
import * as migration_20261122_222108_users_stateless_sessions from './20261122_222108_users_stateless_sessions';
import * as migration_20261122_223613_enrichment_tried_markers_unique_names from './20261122_223613_enrichment_tried_markers_unique_names';
import * as migration_20261122_224500_full_list_index from './20261122_224500_full_list_index';
import * as migration_20261122_224643_revenue_payment_states from './20261122_224643_revenue_payment_states';
import * as migration_20261125_024450_rate_limits from './20261125_024450_rate_limits';
import * as migration_20261125_033148_media_storage_fields from './20261125_033148_media_storage_fields';
import * as migration_20261125_055028_tool_visits from './20261125_055028_tool_visits';
import * as migration_20261125_055313_users_sessions_back_off_email_change from './20261125_055313_users_sessions_back_off_email_change';
import * as migration_20261125_090646_billing_claims from './20261125_090646_billing_claims';
import * as migration_20261125_091652_email_change_mail_job from './20261125_091652_email_change_mail_job';
import * as migration_20261125_092259_tool_logo_deletion_job from './20261125_092259_tool_logo_deletion_job';
import * as migration_20261125_215900_tool_facts_integrations from './20261125_215900_tool_facts_integrations';
import * as migration_20261125_220000_name_sort_index from './20261125_220000_name_sort_index';
import * as migration_20261125_220500_tool_fact_keys from './20261125_220500_tool_fact_keys';
import * as migration_20261125_223955_saved_tools from './20261125_223955_saved_tools';
import * as migration_20261125_234304_merge_schema_snapshot from './20261125_234304_merge_schema_snapshot';
import * as migration_20261126_012825_reviews from './20261126_012825_reviews';
import * as migration_20261126_013144_newsletter_sends from './20261126_013144_newsletter_sends';
import * as migration_20261126_013200_newsletter_unconfirmed_subscribers from './20261126_013200_newsletter_unconfirmed_subscribers';
import * as migration_20261126_013458_freshness_checks from './20261126_013458_freshness_checks';
import * as migration_20261126_020000_tool_search_text from './20261126_020000_tool_search_text';
import * as migration_20261126_030957_merge_schema_snapshot_2 from './20261126_030957_merge_schema_snapshot_2';
import * as migration_20261126_045008_follows_digest_editor_alerts from './20261126_045008_follows_digest_editor_alerts';
import * as migration_20261126_045224_claims_and_owner_edits from './20261126_045224_claims_and_owner_edits';
import * as migration_20261126_051616_premium_analytics from './20261126_051616_premium_analytics';
import * as migration_20261126_065011_merge_schema_snapshot_3 from './20261126_065011_merge_schema_snapshot_3';
import * as migration_20261126_114104_account_snapshots from './20261126_114104_account_snapshots';
import * as migration_20261126_160000_tool_category_type_index from './20261126_160000_tool_category_type_index';
import * as migration_20261126_190000_tool_fact_counts from './20261126_190000_tool_fact_counts';
import * as migration_20261126_233000_tool_fact_keys_by_type from './20261126_233000_tool_fact_keys_by_type';
import * as migration_20261127_013000_tool_fact_key_pairs from './20261127_013000_tool_fact_key_pairs';
import * as migration_20261128_190000_contact_emails_lower_case from './20261128_190000_contact_emails_lower_case';
import * as migration_20261128_233000_newsletter_send_cancel from './20261128_233000_newsletter_send_cancel';
import * as migration_20261129_061517_vote_counts from './20261129_061517_vote_counts';
import * as migration_20261129_120000_search_words from './20261129_120000_search_words';
import * as migration_20261129_124411_search_synonyms from './20261129_124411_search_synonyms';
import * as migration_20261129_163703_drop_resources_coming_soon from './20261129_163703_drop_resources_coming_soon';
import * as migration_20261129_163851_queue_missing_logos from './20261129_163851_queue_missing_logos';
import * as migration_20261129_235000_search_synonym_compensation from './20261129_235000_search_synonym_compensation';

export const migrations = [
  {
    up: migration_20261122_000214_initial.up,
    down: migration_20261122_000214_initial.down,
    name: '20261122_000214_initial',
  },
  {
    up: migration_20261122_000500_search_indexes.up,
    down: migration_20261122_000500_search_indexes.down,
    name: '20261122_000500_search_indexes',
  },
  {
    up: migration_20261122_001433_content_reports_pages.up,
    down: migration_20261122_001433_content_reports_pages.down,
    name: '20261122_001433_content_reports_pages',
  },
  {
    up: migration_20261122_001511_revenue_stripe_events_review.up,
    down: migration_20261122_001511_revenue_stripe_events_review.down,
    name: '20261122_001511_revenue_stripe_events_review',
  },
  {
    up: migration_20261122_002421_enrichment_jobs.up,
    down: migration_20261122_002421_enrichment_jobs.down,
    name: '20261122_002421_enrichment_jobs',
  },
  {
    up: migration_20261122_030303_enrichment_logo_request_marker.up,
    down: migration_20261122_030303_enrichment_logo_request_marker.down,
    name: '20261122_030303_enrichment_logo_request_marker',
  },
  {
    up: migration_20261122_030337_content_article_autosave.up,
    down: migration_20261122_030337_content_article_autosave.down,
    name: '20261122_030337_content_article_autosave',
  },
  {
    up: migration_20261122_030651_revenue_stripe_event_job.up,
    down: migration_20261122_030651_revenue_stripe_event_job.down,
    name: '20261122_030651_revenue_stripe_event_job',
  },
  {
    up: migration_20261122_031000_tool_category_keys.up,
    down: migration_20261122_031000_tool_category_keys.down,
    name: '20261122_031000_tool_category_keys',
  },
  {
    up: migration_20261122_222108_users_stateless_sessions.up,
    down: migration_20261122_222108_users_stateless_sessions.down,
    name: '20261122_222108_users_stateless_sessions',
  },
  {
    up: migration_20261122_223613_enrichment_tried_markers_unique_names.up,
    down: migration_20261122_223613_enrichment_tried_markers_unique_names.down,
    name: '20261122_223613_enrichment_tried_markers_unique_names',
  },
  {
    up: migration_20261122_224500_full_list_index.up,
    down: migration_20261122_224500_full_list_index.down,
    name: '20261122_224500_full_list_index',
  },
  {
    up: migration_20261122_224643_revenue_payment_states.up,
    down: migration_20261122_224643_revenue_payment_states.down,
    name: '20261122_224643_revenue_payment_states',
  },
  {
    up: migration_20261125_024450_rate_limits.up,
    down: migration_20261125_024450_rate_limits.down,
    name: '20261125_024450_rate_limits',
  },
  {
    up: migration_20261125_033148_media_storage_fields.up,
    down: migration_20261125_033148_media_storage_fields.down,
    name: '20261125_033148_media_storage_fields',
  },
  {
    up: migration_20261125_055028_tool_visits.up,
    down: migration_20261125_055028_tool_visits.down,
    name: '20261125_055028_tool_visits',
  },
  {
    up: migration_20261125_055313_users_sessions_back_off_email_change.up,
    down: migration_20261125_055313_users_sessions_back_off_email_change.down,
    name: '20261125_055313_users_sessions_back_off_email_change',
  },
  {
    up: migration_20261125_090646_billing_claims.up,
    down: migration_20261125_090646_billing_claims.down,
    name: '20261125_090646_billing_claims',
  },
  {
    up: migration_20261125_091652_email_change_mail_job.up,
    down: migration_20261125_091652_email_change_mail_job.down,
    name: '20261125_091652_email_change_mail_job',
  },
  {
    up: migration_20261125_092259_tool_logo_deletion_job.up,
    down: migration_20261125_092259_tool_logo_deletion_job.down,
    name: '20261125_092259_tool_logo_deletion_job',
  },
  {
    up: migration_20261125_215900_tool_facts_integrations.up,
    down: migration_20261125_215900_tool_facts_integrations.down,
    name: '20261125_215900_tool_facts_integrations',
  },
  {
    up: migration_20261125_220000_name_sort_index.up,
    down: migration_20261125_220000_name_sort_index.down,
    name: '20261125_220000_name_sort_index',
  },
  {
    up: migration_20261125_220500_tool_fact_keys.up,
    down: migration_20261125_220500_tool_fact_keys.down,
    name: '20261125_220500_tool_fact_keys',
  },
  {
    up: migration_20261125_223955_saved_tools.up,
    down: migration_20261125_223955_saved_tools.down,
    name: '20261125_223955_saved_tools',
  },
  {
    up: migration_20261125_234304_merge_schema_snapshot.up,
    down: migration_20261125_234304_merge_schema_snapshot.down,
    name: '20261125_234304_merge_schema_snapshot',
  },
  {
    up: migration_20261126_012825_reviews.up,
    down: migration_20261126_012825_reviews.down,
    name: '20261126_012825_reviews',
  },
  {
    up: migration_20261126_013144_newsletter_sends.up,
    down: migration_20261126_013144_newsletter_sends.down,
    name: '20261126_013144_newsletter_sends',
  },
  {
    up: migration_20261126_013200_newsletter_unconfirmed_subscribers.up,
    down: migration_20261126_013200_newsletter_unconfirmed_subscribers.down,
    name: '20261126_013200_newsletter_unconfirmed_subscribers',
  },
  {
    up: migration_20261126_013458_freshness_checks.up,
    down: migration_20261126_013458_freshness_checks.down,
    name: '20261126_013458_freshness_checks',
  },
  {
    up: migration_20261126_020000_tool_search_text.up,
    down: migration_20261126_020000_tool_search_text.down,
    name: '20261126_020000_tool_search_text',
  },
  {
    up: migration_20261126_030957_merge_schema_snapshot_2.up,
    down: migration_20261126_030957_merge_schema_snapshot_2.down,
    name: '20261126_030957_merge_schema_snapshot_2',
  },
  {
    up: migration_20261126_045008_follows_digest_editor_alerts.up,
    down: migration_20261126_045008_follows_digest_editor_alerts.down,
    name: '20261126_045008_follows_digest_editor_alerts',
  },
  {
    up: migration_20261126_045224_claims_and_owner_edits.up,
    down: migration_20261126_045224_claims_and_owner_edits.down,
    name: '20261126_045224_claims_and_owner_edits',
  },
  {
    up: migration_20261126_051616_premium_analytics.up,
    down: migration_20261126_051616_premium_analytics.down,
    name: '20261126_051616_premium_analytics',
  },
  {
    up: migration_20261126_065011_merge_schema_snapshot_3.up,
    down: migration_20261126_065011_merge_schema_snapshot_3.down,
    name: '20261126_065011_merge_schema_snapshot_3',
  },
  {
    up: migration_20261126_114104_account_snapshots.up,
    down: migration_20261126_114104_account_snapshots.down,
    name: '20261126_114104_account_snapshots',
  },
  {
    up: migration_20261126_160000_tool_category_type_index.up,
    down: migration_20261126_160000_tool_category_type_index.down,
    name: '20261126_160000_tool_category_type_index',
  },
  {
    up: migration_20261126_190000_tool_fact_counts.up,
    down: migration_20261126_190000_tool_fact_counts.down,
    name: '20261126_190000_tool_fact_counts',
  },
  {
    up: migration_20261126_233000_tool_fact_keys_by_type.up,
    down: migration_20261126_233000_tool_fact_keys_by_type.down,
    name: '20261126_233000_tool_fact_keys_by_type',
  },
  {
    up: migration_20261127_013000_tool_fact_key_pairs.up,
    down: migration_20261127_013000_tool_fact_key_pairs.down,
    name: '20261127_013000_tool_fact_key_pairs',
  },
  {
    up: migration_20261128_190000_contact_emails_lower_case.up,
    down: migration_20261128_190000_contact_emails_lower_case.down,
    name: '20261128_190000_contact_emails_lower_case',
  },
  {
    up: migration_20261128_233000_newsletter_send_cancel.up,
    down: migration_20261128_233000_newsletter_send_cancel.down,
    name: '20261128_233000_newsletter_send_cancel',
  },
  {
    up: migration_20261129_061517_vote_counts.up,
    down: migration_20261129_061517_vote_counts.down,
    name: '20261129_061517_vote_counts',
  },
  {
    up: migration_20261129_120000_search_words.up,
    down: migration_20261129_120000_search_words.down,
    name: '20261129_120000_search_words',
  },
  {
    up: migration_20261129_124411_search_synonyms.up,
    down: migration_20261129_124411_search_synonyms.down,
    name: '20261129_124411_search_synonyms',
  },
  {
    up: migration_20261129_163703_drop_resources_coming_soon.up,
    down: migration_20261129_163703_drop_resources_coming_soon.down,
    name: '20261129_163703_drop_resources_coming_soon',
  },
  {
    up: migration_20261129_163851_queue_missing_logos.up,
    down: migration_20261129_163851_queue_missing_logos.down,
    name: '20261129_163851_queue_missing_logos',
  },
  {
    up: migration_20261129_235000_search_synonym_compensation.up,
    down: migration_20261129_235000_search_synonym_compensation.down,
    name: '20261129_235000_search_synonym_compensation',
  },
]

/**
 * Business records (page versions, their archives, review records, the audit trail) are kept at
 * least this many years: 《证券法》 requires securities firms to keep their business records at
 * least 20 years. RECORD_RETENTION_YEARS may lengthen it, never shorten it.
 */
export const RECORD_RETENTION_MIN_YEARS = 20;

/** The builder's words for it, shown where the records are. */
export const RECORD_RETENTION_TEXT = `依《证券法》保存至少 ${RECORD_RETENTION_MIN_YEARS} 年`;

/** Why a page that has such records cannot be deleted (the server's 409 and the builder's tooltip). */
export const RECORDS_KEPT_TEXT = `该页面已发布或提交过审核，其版本、审核记录和归档须${RECORD_RETENTION_TEXT}，不能删除。如需下线，请设置结束时间。`;

// No imports: the policy screens and the server both load this file, and the screens must stay free of zod.

export const policyBodyMax = 60_000;
export const changelogMax = 300;

/** A policy's owner is reminded this many days before its next review date, and again once the date has passed. */
export const policyReviewReminderDays = 14;
/** Days a member has to accept a version, from its publication or from their joining, whichever is later. */
export const policyAcceptanceWindowDays = 14;
export const policyTitleMax = 200;
/** An imported policy file, before conversion. */
export const policyImportMaxBytes = 2 * 1024 * 1024;
/** A Word document unpacked: a long policy's text is about 1 MB, its pictures hardly grow. */
export const policyImportMaxUnpackedBytes = 20 * 1024 * 1024;
export const policyImportMaxParts = 1000;

/** The statistics' ranges, in UTC days (plain/utc-days.ts): the server's rules, which the admin's statistics follow. */

/** The default range: the last 30 days, ending today (UTC). */
export const DEFAULT_STATS_DAYS = 30
/** The longest range one read may ask for, in days, both ends included (a leap year). */
export const MAX_STATS_DAYS = 366
/** Counters older than this many days (today included) are dropped. */
export const STATS_RETENTION_DAYS = 400

/**
 * The contract beyond SPEC.md section 7: each change a backend built from SPEC 7 alone lacks, when it
 * came, and what the SPA does without it. Operations name theirs in the table (`origin`); fields and
 * query parameters are marked in mock-api/openapi/fields.ts. OpenAPI carries them as `x-extension`,
 * and docs/contract-changelog.md is generated from both (`npm run gen:contract-docs`).
 */
export interface Extension {
  /** Its key in the document's `x-extensions`, where fields marked with it point. */
  id: string
  /** The day it landed on main (from git history for what came before the table kept it). */
  added: `${number}-${number}-${number}`
  /** What asked for it: an issue, or CONTRACT.md's decisions. */
  by: string
  /** What the SPA does when a backend answers 404 for the call, or leaves the field out. */
  fallback: string
}

/** CONTRACT.md's calls beyond SPEC 7: the icons screen lists and deletes uploaded icons. */
export const iconFiles: Extension = {
  id: 'iconFiles',
  added: '2026-11-21',
  by: 'CONTRACT.md (icons admin)',
  fallback:
    'The icons screen says the backend keeps no list of files, its index row is marked and not a link, and the sidebar leaves it ' +
    'out; the forms with an icon picker (materials, categories, popups) say so once and offer no library, keeping "no icon", ' +
    "the record's own icon and uploading a new one (POST /files works as before).",
}

/** Banners in an order of their own, which Home follows (the admin's banner carousel). */
export const bannerOrder: Extension = {
  id: 'bannerOrder',
  added: '2026-11-23',
  by: 'the back-office screens (banners carousel)',
  fallback: 'Reordering banners fails with an error notice and the list is read again; everything else works.',
}

/** Filters the admin's lists and its "what uses this" checks send. */
export const listFilters: Extension = {
  id: 'listFilters',
  added: '2026-11-23',
  by: 'the back-office screens (searches and "used by" checks)',
  fallback:
    'A backend that ignores the filter answers the whole list: searches show every record, and the checks before deleting a ' +
    'material or an icon name records that do not use it.',
}

/** Opens counted and read back as statistics. */
export const opens: Extension = {
  id: 'opens',
  added: '2026-11-25',
  by: 'issue 18 (opens, counted)',
  fallback:
    'Visitors: the first 404 stops reporting for the page session, and the hub works as before. Admin: the Statistics screen says the ' +
    'backend does not count opens, its index row is marked and not a link, and list rows show no counts.',
}

/** Records shown only inside a window of time. */
export const schedules: Extension = {
  id: 'schedules',
  added: '2026-11-25',
  by: 'issue 18 (content on a schedule)',
  fallback:
    'Views without the fields mean no window; admin records without them: no schedule offered (the form says why). ' +
    'Without next_change_at the hub never re-reads on a boundary.',
}

/** The hub's sharing settings and the links into a screen made from them. */
export const sharing: Extension = {
  id: 'sharing',
  added: '2026-11-25',
  by: 'issue 18 (sharing)',
  fallback:
    'The admin index hides "Links to the hub" with a line saying why, and the share panels say what to set up; visitors see no difference.',
}

/** Record versions and edit conflicts. */
export const versions: Extension = {
  id: 'versions',
  added: '2026-11-25',
  by: 'issue 19 (record versions and edit conflicts)',
  fallback:
    'Without version the admin sends none (the form says so), and a backend without the check keeps the last save; without ' +
    'order_version list orders are sent without it.',
}

/** The audit log of admin writes and restore. */
export const auditLog: Extension = {
  id: 'auditLog',
  added: '2026-11-25',
  by: 'issue 19 (audit log and restore)',
  fallback:
    'History (its screen, the index row and the panels above the forms) says in one line that the backend keeps no history, and ' +
    'deletes offer no Undo.',
}

/** Banners named by the admin (lists, history, statistics, CSV) instead of by their place. */
export const bannerNames: Extension = {
  id: 'bannerNames',
  added: '2026-11-27',
  by: 'issue 30 (pickers, never ids: banners by name)',
  fallback:
    'Views without name are named by their place ("Баннер 2", "Banner 2") everywhere, as before; the form sends the name and a ' +
    'backend may drop it. Visitors never see it.',
}

/** Business refusals with a stable code and params. */
export const refusalCodes: Extension = {
  id: 'refusalCodes',
  added: '2026-11-25',
  by: 'issue 19 (refusals with codes)',
  fallback: "Without code, the admin shows the server's message; without params, the refusal's general wording.",
}

/** Issue 26: visits and where they came from (campaigns, sharers, chats, platforms, languages), and resetting the counts. */
export const visits: Extension = {
  id: 'visits',
  added: '2026-11-27',
  by: 'issue 26 (visitors bring visitors: where visits come from)',
  fallback:
    'Visitors: visit and share events go in a request of their own, and the first 422 or 404 stops them for the page session ' +
    '(opens go on as before). Admin: without `sources` and `visits` the statistics show opens only, as before issue 26; a 404 on ' +
    'DELETE /admin/stats hides the reset with a line saying why.',
}

/** Issue 26: visitors share a screen as a Telegram card; the hub's and each item's switch. */
export const shareCards: Extension = {
  id: 'shareCards',
  added: '2026-11-27',
  by: 'issue 26 (visitors share what they see)',
  fallback:
    'Without POST /share-messages (404) the hub shares a t.me/share/url link instead of a card; without `sharing_enabled` or ' +
    '`shareable` everything is shareable; without `home_screen_suggestion` the suggestion shows (the owner cannot turn it off).',
}

/** Issue 26: the owner's named campaign links. */
export const campaigns: Extension = {
  id: 'campaigns',
  added: '2026-11-27',
  by: 'issue 26 (campaign links for the owner)',
  fallback: 'The admin hides campaign links beside the share panel with a line saying the backend has none; sharing works as before.',
}

/** Members-only content: audiences on records, the channel apart from the hub-wide rule, membership at sign-in. */
export const audiences: Extension = {
  id: 'audiences',
  added: '2026-11-27',
  by: 'issue 27 (who sees what: members-only content)',
  fallback:
    'Views without audience, locked or is_member: everything is for everyone, as before. Without subscription_required a hub with a ' +
    'channel requires it (as before). The admin does not offer the audience field where the records do not carry it, and says why.',
}

/** The welcome gate a channel's join request opens, the join-request calls and the gate's counters. */
export const welcomeGate: Extension = {
  id: 'welcomeGate',
  added: '2026-11-27',
  by: 'issue 27 (a welcome gate for join requests)',
  fallback:
    "A hub opened with ?join_request= shows Home (the request stays with the channel's admins); the admin hides the gate screen " +
    'with a line saying why, and the statistics show no gate counts.',
}

/** Announced records, notify requests and the outbox. */
export const notifyMe: Extension = {
  id: 'notifyMe',
  added: '2026-11-27',
  by: 'issue 27 ("notify me" when something goes live)',
  fallback:
    'Without announce and coming, scheduled records stay out of visitor reads until they go live, as before, and "Notify me" is ' +
    'never offered; the admin hides the announce switch, the waiting counts and the outbox, saying why.',
}

/** Roles of admins (owner, editor, analyst), enforced on every admin call; admins added by @username. */
export const roles: Extension = {
  id: 'roles',
  added: '2026-11-27',
  by: 'issue 28 (a hub run by a team)',
  fallback:
    'Without `role` (on the signed-in user and on admins) every admin is treated as an owner, as before; a backend that ignores ' +
    'roles lets every admin do everything. Without hand-over, ownership changes by editing both admins.',
}

/** The whole hub as one versioned document: export, import (with a dry run) and templates. */
export const hubDocuments: Extension = {
  id: 'hubDocuments',
  added: '2026-11-27',
  by: 'issue 28 (export, import and templates)',
  fallback: 'The admin hides Export and Import, with a line saying the backend cannot move hubs.',
}

export const exportLinks: Extension = {
  id: 'exportLinks',
  added: '2026-11-27',
  by: 'issue 28 (the hub file saved through Telegram)',
  fallback:
    'Inside Telegram the admin saves the hub file as a browser does (a link to its bytes the web view opens), not through downloadFile.',
}

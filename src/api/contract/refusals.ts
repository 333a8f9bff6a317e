import { z } from 'zod'
import { auditResource } from './audit-resource'
import { fileType, id, version } from './common'
import { adminRole } from './roles'

/**
 * Business refusals: answers other than validation (422 `errors`) that carry a stable `code` and
 * `params` naming what is involved, so an admin can word them in its own language; the English
 * `message` stays for other clients. On the wire: `{ "message", "code", "params", ... }`, keys
 * snake_case like everything else. A client switches on `code` (see `refusal` below).
 */

const userStamp = z.object({ userId: z.number().int(), userName: z.string(), at: z.string() })

const positioned = z.enum(['banners', 'themes'])
const titled = auditResource.exclude(['banners', 'themes'])

/**
 * A record as the admin sees it: banners and themes by their position in the admin's list (1 is
 * the first: "Banner 2"), everything else by its title (a popup's name, a button's text, a text's
 * first words, an access user's name, a file's name). Never a bare id.
 */
export const recordRef = z.discriminatedUnion('resource', [
  z.object({ resource: positioned, id, position: z.number().int().positive() }),
  z.object({ resource: titled, id, title: z.string() }),
])
export type RecordRef = z.infer<typeof recordRef>

/** A record that is gone: its title (or position) when the history still knows it, else null. */
export const goneRef = z.object({
  resource: auditResource,
  id,
  title: z.string().nullable(),
  position: z.number().int().positive().nullable(),
})
export type GoneRef = z.infer<typeof goneRef>

/**
 * 409: the record (or the order) was changed since the admin read it. `params.version` is the
 * stored version; `params.changedBy` who wrote it last and when (null when nobody is on record);
 * `current` the stored record as the call would answer it (an update: the admin view; an order
 * call: the ordered list or the category).
 */
export const editConflict = z.object({
  code: z.literal('edit_conflict'),
  params: z.object({ version, changedBy: userStamp.nullable() }),
  current: z.unknown(),
})

/** 409: restoring a deleted record whose id is in use again (it was restored already). */
const restoreRecordExists = z.object({ code: z.literal('restore_record_exists'), params: z.object({ record: recordRef }) })

/** 409: the record this entry changed is gone (deleted since), so there is nothing to put back into. */
const restoreRecordGone = z.object({ code: z.literal('restore_record_gone'), params: z.object({ record: goneRef }) })

/**
 * 409: fields this entry changed were changed again since (by `changedBy`): restoring would undo
 * that later change. `fields` are the record's field names (camelCase, as in its view).
 */
const restoreChangedSince = z.object({
  code: z.literal('restore_changed_since'),
  params: z.object({ record: recordRef, fields: z.array(z.string()), changedBy: userStamp.nullable() }),
})

/** 409: the record as it was refers to records that are gone (a parent category, a material, an image...). */
const restoreReferenceMissing = z.object({
  code: z.literal('restore_reference_missing'),
  params: z.object({ record: goneRef, missing: z.array(goneRef) }),
})

/**
 * 409: the record as it was would break a rule now (its parent no longer has road type
 * subcategories, its messenger id is another admin's...); `errors`: the rule's messages by field, as a 422 names them.
 */
const restoreRuleBroken = z.object({
  code: z.literal('restore_rule_broken'),
  params: z.object({ record: goneRef, errors: z.record(z.string(), z.array(z.string())) }),
})

/** 409: the list's members changed since this order (records added or removed): the old order no longer fits. */
const restoreOrderChanged = z.object({
  code: z.literal('restore_order_changed'),
  params: z.object({
    list: z.enum(['categories', 'banners', 'materials', 'sections', 'subcategories']),
    added: z.array(id),
    removed: z.array(id),
  }),
})

/** 409: the entry is of a kind this server cannot put back (a resource without restore). */
const restoreNotSupported = z.object({ code: z.literal('restore_not_supported'), params: z.object({ resource: auditResource }) })

/** 409: what the entry changed is already as it was before it: nothing to restore. */
const restoreNothingToDo = z.object({ code: z.literal('restore_nothing_to_do'), params: z.object({}) })

/** 409: deleting a popup that categories, sections, materials, buttons or banners still open. */
const popupInUse = z.object({ code: z.literal('popup_in_use'), params: z.object({ popup: recordRef, usedBy: z.array(recordRef) }) })

/**
 * 409: deleting a material that is the only one of a road-type-material category or section, or of
 * a materials link list: `emptied` would be left without materials (SPEC 5).
 */
const materialWouldLeaveEmpty = z.object({
  code: z.literal('material_would_leave_empty'),
  params: z.object({ material: recordRef, emptied: z.array(recordRef) }),
})

/** 409: deleting a category that has subcategories (move or delete them first). */
const categoryHasSubcategories = z.object({
  code: z.literal('category_has_subcategories'),
  params: z.object({ category: recordRef, subcategories: z.array(recordRef) }),
})

/** 409: deleting the hub's last admin (nobody could manage it any more). */
const lastAdmin = z.object({ code: z.literal('last_admin'), params: z.object({ admin: recordRef }) })

/** 409: an admin deleting their own access (another admin has to). */
const ownAccess = z.object({ code: z.literal('own_access'), params: z.object({ admin: recordRef }) })

/** 409: removing or demoting the hub's last owner (nobody could manage its admins any more); hand ownership over first. */
const lastOwner = z.object({ code: z.literal('last_owner'), params: z.object({ admin: recordRef }) })

/**
 * 403: the call needs a role the caller's does not include: `role` is the caller's, `needs` the
 * least role that may make it (src/api/contract/roles.ts). Nothing of the call was applied.
 */
const roleForbidden = z.object({ code: z.literal('role_forbidden'), params: z.object({ role: adminRole, needs: adminRole }) })

/**
 * Why an import's document cannot be read: not a nav-hub document (`foreign`), its checksum does not
 * match its content (`tampered`: changed by hand or broken on the way), a format version this server
 * does not know (`unknown_version`, newer than it), or not in the document's shape (`malformed`:
 * `errors` names the fields, as a 422 does).
 */
export const documentProblem = z.enum(['foreign', 'tampered', 'unknown_version', 'malformed'])
export type DocumentProblem = z.infer<typeof documentProblem>

/** 422: POST /admin/import refused the document; nothing changed. */
const documentInvalid = z.object({ code: z.literal('document_invalid'), params: z.object({ reason: documentProblem }) })

/** 413: an upload (or any request body) over `maxBytes`. */
const fileTooLarge = z.object({ code: z.literal('file_too_large'), params: z.object({ maxBytes: z.number().int() }) })

/** The kinds of file the server takes, by their bytes. */
export const acceptedFileKind = z.enum(['png', 'jpeg', 'webp', 'gif', 'svg'])
export type AcceptedFileKind = z.infer<typeof acceptedFileKind>

/** 415: an upload whose bytes are none of `accepted` for its `type` (an SVG is accepted for icons only). */
const fileTypeUnsupported = z.object({
  code: z.literal('file_type_unsupported'),
  params: z.object({ type: fileType, accepted: z.array(acceptedFileKind) }),
})

/** Why an SVG icon is refused (it could run script or load something when its url is opened). */
export const svgProblemReason = z.enum([
  'entity',
  'script',
  'foreign_object',
  'javascript_link',
  'style_import',
  'css_escape',
  'event_handler',
  'animated_link',
  'external_reference',
])
export type SvgProblemReason = z.infer<typeof svgProblemReason>

/** 422: an SVG icon the server will not serve; `errors.file` carries the English message too. */
const svgUnsafe = z.object({ code: z.literal('svg_unsafe'), params: z.object({ reason: svgProblemReason }) })

/** 403: the hub requires a subscription to its channel the visitor lacks. */
const subscriptionRequired = z.object({ code: z.literal('subscription_required'), params: z.object({}) })

/**
 * 403 (issue 26): visitors may not share this item, because the hub's sharing is off (`scope: hub`)
 * or the item's own (`scope: item`).
 */
const sharingOff = z.object({ code: z.literal('sharing_off'), params: z.object({ scope: z.enum(['hub', 'item']) }) })

/** 409 (issue 26): the hub has no bot username, so no link into it (and no card) can be made. */
const sharingNotSetUp = z.object({ code: z.literal('sharing_not_set_up'), params: z.object({}) })

/**
 * 403: a visitor read of a members-only record (or of what it holds) by someone who is not a member
 * of the hub's channel; lists show such a record locked. No params: nothing of it is told.
 */
const membersOnly = z.object({ code: z.literal('members_only'), params: z.object({}) })

/** 404: no join request of the caller has this id (unknown, malformed, or another user's). */
const joinRequestNotFound = z.object({ code: z.literal('join_request_not_found'), params: z.object({}) })

/** 409: the join request expired before it was answered (`expiredAt`); nothing can be decided any more. */
const joinRequestExpired = z.object({ code: z.literal('join_request_expired'), params: z.object({ expiredAt: z.string() }) })

/** 409: the join request was answered already (`decision`); a second answer changes nothing. */
const joinRequestAnswered = z.object({
  code: z.literal('join_request_answered'),
  params: z.object({ decision: z.enum(['approve', 'decline', 'queue']) }),
})

/** 409: a notify request for a record that is live already (open it instead). */
const notifyAlreadyLive = z.object({ code: z.literal('notify_already_live'), params: z.object({}) })

/** 409: a notify request for a record its owner did not announce (it shows to nobody before its window). */
const notifyNotAnnounced = z.object({ code: z.literal('notify_not_announced'), params: z.object({}) })

/** Every refusal, by code. */
export const refusal = z.discriminatedUnion('code', [
  editConflict,
  restoreRecordExists,
  restoreRecordGone,
  restoreChangedSince,
  restoreReferenceMissing,
  restoreRuleBroken,
  restoreOrderChanged,
  restoreNothingToDo,
  restoreNotSupported,
  popupInUse,
  materialWouldLeaveEmpty,
  categoryHasSubcategories,
  lastAdmin,
  ownAccess,
  lastOwner,
  roleForbidden,
  documentInvalid,
  fileTooLarge,
  fileTypeUnsupported,
  svgUnsafe,
  subscriptionRequired,
  sharingOff,
  sharingNotSetUp,
  membersOnly,
  joinRequestNotFound,
  joinRequestExpired,
  joinRequestAnswered,
  notifyAlreadyLive,
  notifyNotAnnounced,
])
export type Refusal = z.infer<typeof refusal>
export type RefusalCode = Refusal['code']

/** The HTTP status each code answers with. */
export const refusalStatus = {
  edit_conflict: 409,
  restore_record_exists: 409,
  restore_record_gone: 409,
  restore_changed_since: 409,
  restore_reference_missing: 409,
  restore_rule_broken: 409,
  restore_order_changed: 409,
  restore_nothing_to_do: 409,
  restore_not_supported: 409,
  popup_in_use: 409,
  material_would_leave_empty: 409,
  category_has_subcategories: 409,
  last_admin: 409,
  own_access: 409,
  last_owner: 409,
  role_forbidden: 403,
  document_invalid: 422,
  file_too_large: 413,
  file_type_unsupported: 415,
  svg_unsafe: 422,
  subscription_required: 403,
  sharing_off: 403,
  sharing_not_set_up: 409,
  members_only: 403,
  join_request_not_found: 404,
  join_request_expired: 409,
  join_request_answered: 409,
  notify_already_live: 409,
  notify_not_announced: 409,
} as const satisfies Record<RefusalCode, number>

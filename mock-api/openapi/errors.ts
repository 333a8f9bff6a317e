import { type Operation, carrierOf } from '@/api/contract/operation'
import { type Refusal, type RefusalCode, refusalStatus } from '@/api/contract/refusals'
import { snakeKeys } from '@/api/wire'
import type { Json } from './components'
import { pascal } from './names'

const ref = (kind: 'schemas' | 'responses' | 'examples', name: string) => ({ $ref: `#/components/${kind}/${name}` })
const json = (schema: Json, example?: unknown, examples?: Json) => ({
  'application/json': { schema, ...(example !== undefined && { example }), ...(examples && { examples }) },
})

/** CONTRACT.md's error body: a message; 422 adds `errors` by field; a refusal `code`, `params` (and `current`). */
export const errorSchemas: Record<string, Json> = {
  Error: {
    type: 'object',
    description: 'Every answer other than success. `message` is English, for people; clients switch on the status and on `code`.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    description: 'Validation failed: messages by field, as snake_case dot paths (`links.0.external_url`); `message` is the first one.',
    properties: {
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      code: { type: 'string', description: 'Set where a refusal with a code also names a field (svg_unsafe).' },
      params: { type: 'object' },
    },
    required: ['message', 'errors'],
  },
}

/** The answers every operation may give, one component each, with an example. */
export const errorResponses: Record<string, Json> = {
  BadRequest: {
    description: 'Malformed JSON or an unparsable query string.',
    content: json(ref('schemas', 'Error'), { message: 'Malformed JSON.' }),
  },
  Unauthenticated: {
    description: 'No token where one is needed, a bad or expired token, or bad or expired launch data.',
    content: json(ref('schemas', 'Error'), { message: 'Unauthenticated.' }),
  },
  Forbidden: {
    description: 'Not an admin of this hub, or a token of another hub.',
    content: json(ref('schemas', 'Error'), { message: 'This action is unauthorized.' }),
  },
  NotFound: {
    description: 'No hub with this app key, or no record with this id.',
    content: json(ref('schemas', 'Error'), { message: 'Not found.' }),
  },
  TooLarge: {
    description: 'The request body is over 5 MB (`file_too_large`).',
    content: json(ref('schemas', 'FileTooLarge'), {
      message: 'The request body is too large (5 MB at most).',
      code: 'file_too_large',
      params: { max_bytes: 5242880 },
    }),
  },
  CsrfMismatch: {
    description: 'The XSRF-TOKEN cookie was sent without the same value in X-XSRF-TOKEN.',
    content: json(ref('schemas', 'Error'), { message: 'CSRF token mismatch.' }),
  },
  Unprocessable: {
    description: 'Validation failed; messages by field.',
    content: json(ref('schemas', 'ValidationError'), { message: 'Обязательное поле', errors: { title: ['Обязательное поле'] } }),
  },
  ServerError: { description: 'A bug: never a stack trace.', content: json(ref('schemas', 'Error'), { message: 'Server error.' }) },
}

const recordRef = (resource: string, id: number, title: string) => ({ resource, id, title }) as never
const anna = { userId: 1, userName: 'Анна Смирнова', at: '2026-11-24T05:00:00.000Z' }

/** An example of every refusal, naming the demo hub's records (a new code does not type-check without one). */
const refusalExamples: { [C in RefusalCode]: { message: string; refusal: Extract<Refusal, { code: C }> } } = {
  edit_conflict: {
    message: 'This record was changed since you read it.',
    refusal: { code: 'edit_conflict', params: { version: 2, changedBy: anna }, current: null },
  },
  restore_record_exists: {
    message: 'This record exists again: it was restored already.',
    refusal: { code: 'restore_record_exists', params: { record: recordRef('materials', 3, 'Git за один вечер') } },
  },
  restore_record_gone: {
    message: 'The record this entry changed is gone.',
    refusal: {
      code: 'restore_record_gone',
      params: { record: { resource: 'materials', id: 11, title: 'Карьерная консультация', position: null } },
    },
  },
  restore_changed_since: {
    message: 'These fields were changed again since: restoring would undo that.',
    refusal: {
      code: 'restore_changed_since',
      params: { record: recordRef('materials', 1, 'Основы JavaScript'), fields: ['title'], changedBy: anna },
    },
  },
  restore_reference_missing: {
    message: 'The record as it was refers to records that are gone.',
    refusal: {
      code: 'restore_reference_missing',
      params: {
        record: { resource: 'categories', id: 6, title: 'Старый чат потока', position: null },
        missing: [{ resource: 'categories', id: 2, title: 'Сообщество', position: null }],
      },
    },
  },
  restore_rule_broken: {
    message: 'The record as it was would break a rule now.',
    refusal: {
      code: 'restore_rule_broken',
      params: {
        record: { resource: 'categories', id: 6, title: 'Старый чат потока', position: null },
        errors: { parentId: ['This category cannot hold subcategories'] },
      },
    },
  },
  restore_order_changed: {
    message: 'The list changed since this order.',
    refusal: { code: 'restore_order_changed', params: { list: 'banners', added: [4], removed: [] } },
  },
  restore_nothing_to_do: {
    message: 'What this entry changed is already as it was before it.',
    refusal: { code: 'restore_nothing_to_do', params: {} },
  },
  restore_not_supported: {
    message: 'Entries of this kind cannot be restored.',
    refusal: { code: 'restore_not_supported', params: { resource: 'files' } },
  },
  popup_in_use: {
    message: 'This popup is still opened by other records.',
    refusal: {
      code: 'popup_in_use',
      params: { popup: recordRef('popups', 2, 'Дизайн интерфейсов'), usedBy: [recordRef('materials', 4, 'Дизайн интерфейсов')] },
    },
  },
  material_would_leave_empty: {
    message: 'Deleting this material would leave lists without materials.',
    refusal: {
      code: 'material_would_leave_empty',
      params: { material: recordRef('materials', 12, 'Архив вебинаров 2024'), emptied: [recordRef('categories', 12, 'Летний интенсив')] },
    },
  },
  category_has_subcategories: {
    message: 'This category has subcategories: move or delete them first.',
    refusal: {
      code: 'category_has_subcategories',
      params: { category: recordRef('categories', 2, 'Сообщество'), subcategories: [recordRef('categories', 3, 'Чаты и форум')] },
    },
  },
  last_admin: {
    message: "The hub's last admin cannot be removed.",
    refusal: { code: 'last_admin', params: { admin: recordRef('admins', 1, 'Анна Смирнова') } },
  },
  own_access: {
    message: 'You cannot remove your own access.',
    refusal: { code: 'own_access', params: { admin: recordRef('admins', 1, 'Анна Смирнова') } },
  },
  last_owner: {
    message: 'The last owner cannot be removed or given another role: hand ownership over first.',
    refusal: { code: 'last_owner', params: { admin: recordRef('admins', 1, 'Анна Смирнова') } },
  },
  role_forbidden: {
    message: 'This needs the owner role; yours is editor.',
    refusal: { code: 'role_forbidden', params: { role: 'editor', needs: 'owner' } },
  },
  document_invalid: {
    message: 'The checksum does not match the document: it was changed after it was exported, or damaged.',
    refusal: { code: 'document_invalid', params: { reason: 'tampered' } },
  },
  file_too_large: {
    message: 'The request body is too large (5 MB at most).',
    refusal: { code: 'file_too_large', params: { maxBytes: 5242880 } },
  },
  file_type_unsupported: {
    message: 'This file is not a PNG, JPEG, WebP or GIF image.',
    refusal: { code: 'file_type_unsupported', params: { type: 'image', accepted: ['png', 'jpeg', 'webp', 'gif'] } },
  },
  svg_unsafe: {
    message: 'The SVG runs a script.',
    refusal: { code: 'svg_unsafe', params: { reason: 'script' } },
  },
  subscription_required: {
    message: 'Subscribe to the channel to open this hub.',
    refusal: { code: 'subscription_required', params: {} },
  },
  sharing_off: {
    message: 'Sharing is off for this item.',
    refusal: { code: 'sharing_off', params: { scope: 'item' } },
  },
  sharing_not_set_up: {
    message: 'The hub has no bot username: no link can be made.',
    refusal: { code: 'sharing_not_set_up', params: {} },
  },
  members_only: { message: 'Only members of the channel can open this.', refusal: { code: 'members_only', params: {} } },
  join_request_not_found: { message: 'No such join request.', refusal: { code: 'join_request_not_found', params: {} } },
  join_request_expired: {
    message: 'This join request has expired.',
    refusal: { code: 'join_request_expired', params: { expiredAt: '2026-11-26T09:00:00.000Z' } },
  },
  join_request_answered: {
    message: 'This join request was answered already.',
    refusal: { code: 'join_request_answered', params: { decision: 'approve' } },
  },
  notify_already_live: { message: 'It is live already: open it.', refusal: { code: 'notify_already_live', params: {} } },
  notify_not_announced: {
    message: 'It has not been announced: nobody can wait for it.',
    refusal: { code: 'notify_not_announced', params: {} },
  },
}

/** The wire body of a refusal's example: snake_case, its message first; edit_conflict's `current` is the call's own answer. */
function refusalExample(code: RefusalCode, current: unknown): Json {
  const { message, refusal } = refusalExamples[code]
  const body = { message, ...(snakeKeys(refusal) as Json) }
  return code === 'edit_conflict' ? { ...body, current } : body
}

/**
 * The error answers of an operation, derived from the table: what its access, carrier and input can
 * meet, and its refusals under their statuses, each with its shape and an example. `current`: the
 * data its success answers, which an edit conflict carries back (null for operations without one).
 */
export function operationErrors(op: Operation, hasInput: boolean, output: { schema: Json; example: unknown }): Record<string, Json> {
  const carrier = carrierOf(op).kind
  const mutating = op.method !== 'GET'
  const generic: [string, string][] = [
    ...(carrier !== 'initData' ? [['400', 'BadRequest'] as [string, string]] : []),
    ...(op.access !== 'public' || carrier === 'initData' ? [['401', 'Unauthenticated'] as [string, string]] : []),
    ...(op.access !== 'public' ? [['403', 'Forbidden'] as [string, string]] : []),
    ['404', 'NotFound'],
    ...(['json', 'jsonArray', 'multipart'].includes(carrier) ? [['413', 'TooLarge'] as [string, string]] : []),
    ...(mutating ? [['419', 'CsrfMismatch'] as [string, string]] : []),
    ...(hasInput ? [['422', 'Unprocessable'] as [string, string]] : []),
    ['500', 'ServerError'],
  ]
  // Implied by the access: visitors' reads on a hub that needs a subscription, admins' calls outside their role.
  const implied: RefusalCode[] = op.access === 'visitor' ? ['subscription_required'] : op.access === 'admin' ? ['role_forbidden'] : []
  const codes = [...(op.refusals ?? []), ...implied]
  const responses: Record<string, Json> = Object.fromEntries(generic.map(([status, name]) => [status, ref('responses', name)]))
  const byStatus = new Map<string, RefusalCode[]>()
  for (const code of codes) byStatus.set(String(refusalStatus[code]), [...(byStatus.get(String(refusalStatus[code])) ?? []), code])
  for (const [status, statusCodes] of byStatus) {
    if (status === '413') continue // TooLarge is file_too_large already
    // Every admin call's role_forbidden (every visitor read's subscription_required), alone under its
    // status: one component, not the same answer written out at each operation.
    const [only] = statusCodes
    if (statusCodes.length === 1 && only && implied.includes(only) && IMPLIED_RESPONSES[only] && responses[status]) {
      responses[status] = ref('responses', IMPLIED_RESPONSES[only])
      continue
    }
    responses[status] = refusalResponse(status, statusCodes, output, Boolean(responses[status]))
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
}

/** The components of the answers implied by an operation's access alone (IMPLIED_RESPONSES). */
const IMPLIED_RESPONSES: Partial<Record<RefusalCode, string>> = {
  role_forbidden: 'ForbiddenOrOutsideRole',
  subscription_required: 'ForbiddenOrSubscriptionRequired',
}

/** IMPLIED_RESPONSES' answers: the status's generic answer beside the refusal, as an operation would write them. */
export function impliedErrorResponses(): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(IMPLIED_RESPONSES).map(([code, name]) => [
      name,
      refusalResponse(String(refusalStatus[code as RefusalCode]), [code as RefusalCode], { schema: {}, example: null }, true),
    ]),
  )
}

/** A status's refusals (with the generic answer of that status, when the operation has one), their shapes and examples. */
function refusalResponse(
  status: string,
  statusCodes: RefusalCode[],
  output: { schema: Json; example: unknown },
  withGeneric: boolean,
): Json {
  const shapes = statusCodes.map((code) =>
    code === 'edit_conflict'
      ? { allOf: [ref('schemas', 'EditConflict'), { type: 'object', properties: { current: output.schema }, required: ['current'] }] }
      : ref('schemas', pascal(code)),
  )
  // The generic answer of the same status stays possible beside the refusals (a 403 for a token of another hub).
  const generic = genericName[status]
  const schemas = [...shapes, ...(withGeneric && generic ? [ref('schemas', generic.schema)] : [])]
  const said = withGeneric && generic ? `${String((errorResponses[generic.response] as Json).description)} ` : ''
  return {
    description: `${said}Refusals: ${statusCodes.map((code) => `\`${code}\``).join(', ')}.`,
    content: json(
      schemas.length === 1 ? (schemas[0] as Json) : { anyOf: schemas },
      undefined,
      Object.fromEntries(statusCodes.map((code) => [code, { value: refusalExample(code, output.example) }])),
    ),
  }
}

const genericName: Record<string, { schema: string; response: string } | undefined> = {
  '403': { schema: 'Error', response: 'Forbidden' },
  '422': { schema: 'ValidationError', response: 'Unprocessable' },
}

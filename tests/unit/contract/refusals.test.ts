import { describe, expect, it } from 'vitest'
import { recordRef, refusal, refusalStatus, type Refusal } from '@/api/contract/refusals'

/** What a client does with the union: one branch per code, checked exhaustive by the compiler. */
function involved(found: Refusal): string {
  switch (found.code) {
    case 'edit_conflict':
      return `version ${String(found.params.version)}`
    case 'restore_record_exists':
      return 'title' in found.params.record ? found.params.record.title : String(found.params.record.position)
    case 'restore_record_gone':
    case 'restore_reference_missing':
    case 'restore_rule_broken':
      return found.params.record.title ?? String(found.params.record.position)
    case 'restore_changed_since':
      return found.params.fields.join(', ')
    case 'restore_order_changed':
      return found.params.list
    case 'restore_not_supported':
      return found.params.resource
    case 'restore_nothing_to_do':
    case 'subscription_required':
    case 'members_only':
    case 'join_request_not_found':
    case 'notify_already_live':
    case 'notify_not_announced':
      return ''
    case 'join_request_expired':
      return found.params.expiredAt
    case 'join_request_answered':
      return found.params.decision
    case 'popup_in_use':
      return found.params.usedBy.map((ref) => ('title' in ref ? ref.title : `Banner ${String(ref.position)}`)).join(', ')
    case 'material_would_leave_empty':
      return found.params.emptied.length.toString()
    case 'category_has_subcategories':
      return found.params.subcategories.length.toString()
    case 'last_admin':
    case 'own_access':
    case 'last_owner':
      return 'title' in found.params.admin ? found.params.admin.title : ''
    case 'document_invalid':
      return found.params.reason
    case 'role_forbidden':
      return `${found.params.role} < ${found.params.needs}`
    case 'file_too_large':
      return String(found.params.maxBytes)
    case 'file_type_unsupported':
      return found.params.accepted.join(', ')
    case 'svg_unsafe':
      return found.params.reason
    case 'sharing_off':
      return found.params.scope
    case 'sharing_not_set_up':
      return ''
    default:
      return found satisfies never
  }
}

describe('refusals in the contract', () => {
  it('gives every code of the union a status, and no status without a code', () => {
    const codes = refusal.options.map((option) => option.shape.code.value).sort()
    expect(Object.keys(refusalStatus).sort()).toEqual(codes)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('names records by title, or banners and themes by position: never by a bare id', () => {
    expect(recordRef.safeParse({ resource: 'banners', id: 7, position: 2 }).success).toBe(true)
    expect(recordRef.safeParse({ resource: 'banners', id: 7 }).success).toBe(false)
    expect(recordRef.safeParse({ resource: 'banners', id: 7, title: '#7' }).success).toBe(false)
    expect(recordRef.safeParse({ resource: 'categories', id: 3 }).success).toBe(false)
    expect(recordRef.safeParse({ resource: 'categories', id: 3, title: 'Курсы' }).success).toBe(true)
  })

  it('reads a refusal into one typed branch a client can word', () => {
    const parsed = refusal.parse({
      code: 'popup_in_use',
      params: {
        popup: { resource: 'popups', id: 4, title: 'Акция' },
        usedBy: [
          { resource: 'banners', id: 7, position: 2 },
          { resource: 'categories', id: 3, title: 'Курсы' },
        ],
      },
    })
    expect(involved(parsed)).toBe('Banner 2, Курсы')
    expect(refusal.safeParse({ code: 'popup_in_use', params: { popup: { resource: 'popups', id: 4 } } }).success).toBe(false)
  })
})

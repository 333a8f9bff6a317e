import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { adminInput } from '@/api/contract/admins'
import { categoryInput } from '@/api/contract/categories'
import { linkInput } from '@/api/contract/links'
import { messages } from '@/api/contract/messages'
import { accessUserForm } from '@/features/admin/access-users/access-user-form'
import { categoryFormSchema } from '@/features/admin/categories/category-form-schema'
import { emptyCategoryForm } from '@/features/admin/categories/category-form-values'

/**
 * What a field says when it is wrong, seen the way the forms see it (zodResolver, which shows the
 * first branch's message of a failed union) and the way the server sees it (the issues' messages).
 * An optional url once said `Invalid input: expected ""`: the message of its empty-string branch.
 */
async function formErrors(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>): Promise<FieldErrors> {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false })
  return result.errors
}

const serverMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message)

describe('category video', () => {
  it.each(['javascript:alert(1)', 'ftp://files.example/a.mp4', 'not a url'])(
    '%s: the form and the server say http(s) or a site path',
    async (video) => {
      const errors = await formErrors(categoryFormSchema, { ...emptyCategoryForm(), title: 'Видео', roadType: 'video', video })
      expect(errors.video?.message).toBe(messages.webOrSitePath)
      expect(serverMessages(categoryInput.safeParse({ title: 'Видео', roadType: 'video', video }), 'video')).toEqual([
        messages.webOrSitePath,
      ])
    },
  )

  it.each(['', 'https://cdn.example/a.mp4', '/media/a.mp4'])('accepts %j', (video) => {
    expect(categoryInput.shape.video.safeParse(video).success).toBe(true)
  })
})

describe('other optional url and email fields keep their own message', () => {
  it.each([
    [{ linkType: 'external', externalUrl: 'javascript:alert(1)' }, 'externalUrl', messages.unsafeScheme],
    [{ linkType: 'external', externalUrl: 'not a url' }, 'externalUrl', messages.invalidUrl],
    [{ linkType: 'internal', internalUrl: 'not a path' }, 'internalUrl', messages.invalidUrl],
  ])('link %j', (link, field, message) => {
    expect(serverMessages(linkInput.safeParse(link), field)).toEqual([message])
  })

  it('access user email', () => {
    expect(serverMessages(adminInput.safeParse({ telegramId: 5, name: 'A', email: 'nope' }), 'email')).toEqual([messages.invalidEmail])
  })
})

describe('access user', () => {
  const base = { telegramId: '123456789', name: 'Иван', username: null, email: null }

  it.each(['-5', '0', '1.5', 'abc'])('telegram id %j: one clear message on the form', async (telegramId) => {
    const errors = await formErrors(accessUserForm, { ...base, telegramId })
    expect(errors.telegramId?.message).toBe(messages.telegramId)
  })

  it.each(['@ivan qa!<b>', 'ivan', 'иван_петров', '@@ivan_qa', 'x'.repeat(33)])(
    "username %j: refused with Telegram's rule",
    async (username) => {
      const errors = await formErrors(accessUserForm, { ...base, username })
      expect(errors.username?.message).toBe(messages.telegramUsername)
      expect(serverMessages(adminInput.safeParse({ ...base, telegramId: 5, username }), 'username')).toEqual([messages.telegramUsername])
    },
  )

  it('drops one leading @ and keeps an empty username as null', () => {
    expect(accessUserForm.parse({ ...base, username: ' @ivan_qa ' })).toMatchObject({ telegramId: 123456789, username: 'ivan_qa' })
    expect(adminInput.parse({ telegramId: 5, name: 'A', username: '' }).username).toBeNull()
    expect(adminInput.parse({ telegramId: 5, name: 'A', username: null }).username).toBeNull()
  })
})

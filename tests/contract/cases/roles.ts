import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations } from '@/api/contract'
import { carrierOf, type Operation } from '@/api/contract/operation'
import { adminRole, type AdminRole } from '@/api/contract/roles'
import { roleAllows } from '@/api/contract/plain/admin-roles'
import { call, launchData, signIn, type Answer, type Target } from '../client'
import { resolved } from '../openapi-check'

/**
 * Roles (README "Roles"): every admin operation of the table with each role, on the `club` hub so the
 * probes' side effects stay away from demo's cases (its admins are put back as they were after).
 * Forbidden calls answer 403 role_forbidden before their input is read, so any body will do.
 */
const HUB = 'club'
const EDITOR = 880_001
const ANALYST = 880_002

type AdminOperation = Extract<Operation, { access: 'admin' }>
const adminOperations = Object.entries(operations as Record<string, Operation>).filter(
  (entry): entry is [string, AdminOperation] => entry[1].access === 'admin',
)

/** A path parameter its schema takes: an id nobody has, or an enum's first value. */
function sampleParam(operation: Operation, name: string): string {
  const shape = (operation.input as { shape?: Record<string, { safeParse: (v: unknown) => { success: boolean }; options?: unknown[] }> })
    .shape
  const schema = shape?.[name]
  if (schema?.options && typeof schema.options[0] === 'string') return schema.options[0]
  return '999999'
}

/** The operation called with a request its carrier reads (an empty object, array or form). */
function probe(t: Target, operation: Operation, token: string): Promise<Answer> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => sampleParam(operation, name))
  const carrier = carrierOf(operation)
  const body = carrier.kind === 'json' ? { body: {} } : carrier.kind === 'jsonArray' ? { body: [] } : {}
  const rawBody = carrier.kind === 'multipart' ? { rawBody: new FormData() } : {}
  return call(t, operation.method, path, { appKey: HUB, token, ...body, ...rawBody })
}

interface AdminRow {
  id: number
  telegram_id: number
  name: string
  role: AdminRole
  version: number
}

export function roleCases(target: () => Target) {
  describe('roles', () => {
    const tokens = {} as Record<AdminRole, string>
    const added: number[] = []
    const asOwner = (method: string, path: string, body?: unknown) =>
      call(target(), method, path, { appKey: HUB, token: tokens.owner, body })
    const adminsNow = async () => (await asOwner('GET', '/admin/admins')).body.data as AdminRow[]
    const auditTotal = async () => (await asOwner('GET', '/admin/audit-log?pagination[limit]=1')).body.meta.total as number

    beforeAll(async () => {
      const t = target()
      tokens.owner = await signIn(t, 1, HUB)
      for (const [telegramId, role, name] of [
        [EDITOR, 'editor', 'Редактор'],
        [ANALYST, 'analyst', 'Аналитик'],
      ] as const) {
        const answer = await asOwner('POST', '/admin/admins', { telegram_id: telegramId, name, role })
        expect(answer.status, JSON.stringify(answer.body)).toBe(201)
        added.push(answer.body.data.id as number)
        tokens[role] = await signIn(t, telegramId, HUB)
      }
    })

    afterAll(async () => {
      for (const id of added) await asOwner('DELETE', `/admin/admins/${String(id)}`)
    })

    it('POST /auth answers the role (null for a visitor), and the admin list shows each one', async () => {
      const t = target()
      const roleAt = async (userId: number) =>
        (await call(t, 'POST', '/auth', { appKey: HUB, headers: { Authorization: `tma ${await launchData(t, userId)}` } })).body.data.user
      expect(await roleAt(1)).toMatchObject({ is_admin: true, role: 'owner' })
      expect(await roleAt(EDITOR)).toMatchObject({ is_admin: true, role: 'editor' })
      expect(await roleAt(ANALYST)).toMatchObject({ is_admin: true, role: 'analyst' })
      expect(await roleAt(2)).toMatchObject({ is_admin: false, role: null })
      const roles = Object.fromEntries((await adminsNow()).map((admin) => [admin.telegram_id, admin.role]))
      expect(roles).toEqual({ 1: 'owner', [EDITOR]: 'editor', [ANALYST]: 'analyst' })
    })

    it('names the least role of every admin operation in OpenAPI (x-role), with role_forbidden among its 403s', async () => {
      const doc = (await call(target(), 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> }
      for (const [name, operation] of adminOperations) {
        const documented = doc.paths[operation.path]?.[operation.method.toLowerCase()]
        expect(documented?.['x-role'], name).toBe(operation.role)
        const forbidden = (documented?.responses as Record<string, Record<string, unknown>> | undefined)?.['403']
        expect(JSON.stringify(forbidden && resolved(doc, forbidden)), name).toContain('role_forbidden')
      }
    })

    it.each(adminRole.options)(
      'every admin operation as an %s: 403 role_forbidden where the role does not reach, before anything is applied',
      async (role) => {
        const t = target()
        const before = await auditTotal()
        for (const [name, operation] of adminOperations) {
          const answer = await probe(t, operation, tokens[role])
          if (roleAllows(role, operation.role)) {
            expect(answer.body?.code, `${name} as ${role}: ${JSON.stringify(answer.body)}`).not.toBe('role_forbidden')
          } else {
            expect([answer.status, answer.body], `${name} as ${role}`).toEqual([
              403,
              { message: expect.any(String), code: 'role_forbidden', params: { role, needs: operation.role } },
            ])
          }
        }
        // An analyst may only read: none of the calls wrote anything (an editor's and an owner's probes may have).
        if (role === 'analyst') expect(await auditTotal()).toBe(before)
      },
    )

    it('an editor writes content but no access users and no hub settings; an analyst reads and writes nothing', async () => {
      const t = target()
      const theme = { type: 'dark', background_color: '#222222', text_color: '#eeeeee' }
      const created = await call(t, 'POST', '/admin/themes', { appKey: HUB, token: tokens.editor, body: theme })
      expect(created.status).toBe(201)
      expect((await call(t, 'GET', `/admin/themes/${String(created.body.data.id)}`, { appKey: HUB, token: tokens.analyst })).status).toBe(
        200,
      )
      const analystDelete = await call(t, 'DELETE', `/admin/themes/${String(created.body.data.id)}`, { appKey: HUB, token: tokens.analyst })
      expect(analystDelete.body).toMatchObject({ code: 'role_forbidden', params: { role: 'analyst', needs: 'editor' } })
      expect((await call(t, 'DELETE', `/admin/themes/${String(created.body.data.id)}`, { appKey: HUB, token: tokens.editor })).status).toBe(
        204,
      )
      for (const [method, path, body] of [
        ['POST', '/admin/admins', { telegram_id: 880_009, name: 'X' }],
        ['PUT', '/admin/navigation', { bot_username: 'club_bot' }],
        ['GET', '/admin/admins', undefined],
      ] as const) {
        const answer = await call(t, method, path, { appKey: HUB, token: tokens.editor, body })
        expect([answer.status, answer.body.params], `${method} ${path}`).toEqual([403, { role: 'editor', needs: 'owner' }])
      }
      expect((await adminsNow()).some((admin) => admin.telegram_id === 880_009)).toBe(false)
    })

    it('a role changed while the admin works applies at their very next call, and is in the history', async () => {
      const t = target()
      const editor = (await adminsNow()).find((admin) => admin.telegram_id === EDITOR) as AdminRow
      const write = () => call(t, 'POST', '/admin/themes', { appKey: HUB, token: tokens.editor, body: { type: 'light' } })
      expect((await write()).body.code).not.toBe('role_forbidden')
      const demoted = await asOwner('PUT', `/admin/admins/${String(editor.id)}`, {
        telegram_id: EDITOR,
        name: editor.name,
        role: 'analyst',
      })
      expect(demoted.body.data).toMatchObject({ role: 'analyst', version: editor.version + 1 })
      expect((await write()).body).toMatchObject({ code: 'role_forbidden', params: { role: 'analyst', needs: 'editor' } })
      const history = (await asOwner('GET', `/admin/audit-log?filter[resource]=admins&filter[record_id]=${String(editor.id)}`)).body.data
      expect(history[0]).toMatchObject({ action: 'update', before: { role: 'editor' }, after: { role: 'analyst' } })
      // An update that names no role (a client that knows none) keeps the one the admin has.
      const renamed = await asOwner('PUT', `/admin/admins/${String(editor.id)}`, { telegram_id: EDITOR, name: 'Редактор Р.' })
      expect(renamed.body.data.role).toBe('analyst')
      const back = await asOwner('PUT', `/admin/admins/${String(editor.id)}`, { telegram_id: EDITOR, name: editor.name, role: 'editor' })
      expect(back.body.data.role).toBe('editor')
      expect((await write()).body.code).not.toBe('role_forbidden')
    })

    it('keeps the last owner: not demoted (409 last_owner), nor removed; a new admin without a role is an editor', async () => {
      const me = (await adminsNow()).find((admin) => admin.telegram_id === 1) as AdminRow
      const demote = await asOwner('PUT', `/admin/admins/${String(me.id)}`, { telegram_id: 1, name: me.name, role: 'editor' })
      expect([demote.status, demote.body.code, demote.body.params]).toEqual([
        409,
        'last_owner',
        { admin: { resource: 'admins', id: me.id, title: me.name } },
      ])
      expect((await asOwner('DELETE', `/admin/admins/${String(me.id)}`)).status).toBe(409)
      expect((await adminsNow()).find((admin) => admin.id === me.id)?.role).toBe('owner')
      const plain = await asOwner('POST', '/admin/admins', { telegram_id: 880_003, name: 'Без роли' })
      expect(plain.body.data.role).toBe('editor')
      expect((await asOwner('DELETE', `/admin/admins/${String(plain.body.data.id)}`)).status).toBe(204)
    })

    it('hands ownership over in one write: the other admin becomes an owner, the caller takes the role they chose', async () => {
      const t = target()
      const rows = await adminsNow()
      const me = rows.find((admin) => admin.telegram_id === 1) as AdminRow
      const editor = rows.find((admin) => admin.telegram_id === EDITOR) as AdminRow
      const before = await auditTotal()
      expect((await asOwner('POST', `/admin/admins/${String(me.id)}/hand-over`, { role: 'editor' })).status).toBe(422)
      const handed = await asOwner('POST', `/admin/admins/${String(editor.id)}/hand-over`, { role: 'analyst' })
      expect(handed.status, JSON.stringify(handed.body)).toBe(200)
      expect(handed.body.data).toMatchObject({
        owner: { id: editor.id, role: 'owner', version: editor.version + 1 },
        former_owner: { id: me.id, role: 'analyst', version: me.version + 1 },
      })
      expect(await auditTotal()).toBe(before + 1)
      const entry = (await asOwner('GET', '/admin/audit-log?pagination[limit]=1')).body.data[0]
      expect(entry).toMatchObject({ resource: 'admins', record_id: editor.id, after: { role: 'owner' } })
      expect(entry.related).toEqual([
        expect.objectContaining({ resource: 'admins', record_id: me.id, after: expect.objectContaining({ role: 'analyst' }) }),
      ])
      // The former owner is an analyst from their next call; the new owner hands it back.
      expect((await asOwner('GET', '/admin/admins')).body).toMatchObject({
        code: 'role_forbidden',
        params: { role: 'analyst', needs: 'owner' },
      })
      const back = await call(t, 'POST', `/admin/admins/${String(me.id)}/hand-over`, {
        appKey: HUB,
        token: tokens.editor,
        body: { role: 'editor' },
      })
      expect(back.body.data).toMatchObject({ owner: { id: me.id, role: 'owner' }, former_owner: { id: editor.id, role: 'editor' } })
    })

    it('restoring an access user entry needs an owner; an editor restores content', async () => {
      const t = target()
      const entries = (await asOwner('GET', '/admin/audit-log?filter[resource]=admins&pagination[limit]=1')).body.data
      const restore = await call(t, 'POST', `/admin/audit-log/${String(entries[0].id)}/restore`, { appKey: HUB, token: tokens.editor })
      expect([restore.status, restore.body.params]).toEqual([403, { role: 'editor', needs: 'owner' }])
      const theme = await call(t, 'POST', '/admin/themes', { appKey: HUB, token: tokens.editor, body: { type: 'dark' } })
      const created = (await asOwner('GET', '/admin/audit-log?filter[resource]=themes&pagination[limit]=1')).body.data[0]
      expect(created.record_id).toBe(theme.body.data.id)
      const undone = await call(t, 'POST', `/admin/audit-log/${String(created.id)}/restore`, { appKey: HUB, token: tokens.editor })
      expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    })

    it('adds an admin by the @username of someone who has signed in to the hub; an unknown username is a 422 on username', async () => {
      const t = target()
      await signIn(t, 880_004, HUB, { username: 'Role_Case_User' })
      const byName = await asOwner('POST', '/admin/admins', { username: '@role_case_user', name: 'По имени', role: 'analyst' })
      expect(byName.status, JSON.stringify(byName.body)).toBe(201)
      expect(byName.body.data).toMatchObject({ telegram_id: 880_004, username: 'role_case_user', role: 'analyst' })
      expect((await asOwner('DELETE', `/admin/admins/${String(byName.body.data.id)}`)).status).toBe(204)
      const unknown = await asOwner('POST', '/admin/admins', { username: 'nobody_signed_in_here', name: 'Никто' })
      expect(unknown.status).toBe(422)
      expect(Object.keys(unknown.body.errors)).toEqual(['username'])
      expect(unknown.body.errors.username[0]).toMatch(/nobody_signed_in_here/)
      const neither = await asOwner('POST', '/admin/admins', { name: 'Ни id, ни имени' })
      expect([neither.status, Object.keys(neither.body.errors)]).toEqual([422, ['telegram_id']])
    })
  })
}

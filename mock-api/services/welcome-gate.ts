import type { ServiceContext } from '../context'
import type { AppData, WelcomeGateRecord } from '../store/store'
import { appOf } from './app-data'
import { lastChangeOf, recordAudit } from './audit'
import type { In, Out } from './operation-types'
import { checkVersion, versionOf } from './versions'

/** The gate as stored and as its admins read it, with its version (records of older data: 1). */
export function gateOf(gate: WelcomeGateRecord): WelcomeGateRecord & { version: number } {
  const { enabled, title, text, links, requireAccept, notNow } = gate
  return { enabled, title, text, links: links.map((link) => ({ ...link })), requireAccept, notNow, version: versionOf(gate) }
}

/** The gate as a visitor meets it; null while it is off. */
export function visitorGate(app: AppData) {
  const { enabled, title, text, links, requireAccept, notNow } = app.welcomeGate
  return enabled ? { title, text, links: links.map((link) => ({ ...link })), requireAccept, notNow } : null
}

/** GET /admin/welcome-gate */
export function adminGet(ctx: ServiceContext): Promise<Out<'admin.welcomeGate.get'>> {
  return ctx.store.read((data) => gateOf(appOf(data, ctx.appKey).welcomeGate))
}

/**
 * PUT /admin/welcome-gate: a full replacement, refused (409 edit_conflict) when it names another
 * version than the stored one; recorded in the history (`resource: "welcomeGate"`).
 */
export function update(ctx: ServiceContext, input: In<'admin.welcomeGate.update'>): Promise<Out<'admin.welcomeGate.update'>> {
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const before = gateOf(app.welcomeGate)
    checkVersion(
      input.version,
      before.version,
      () => gateOf(app.welcomeGate),
      () => lastChangeOf(app, 'welcomeGate', null),
    )
    const { enabled, title, text, links, requireAccept, notNow } = input
    app.welcomeGate = { enabled, title, text, links, requireAccept, notNow, version: before.version + 1 }
    recordAudit(app, ctx, { action: 'update', resource: 'welcomeGate', recordId: null, before, after: gateOf(app.welcomeGate) })
    return gateOf(app.welcomeGate)
  })
}

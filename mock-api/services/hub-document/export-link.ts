import { EXPORT_LINK_MINUTES } from '@/api/contract/hub-document'
import { snakeKeys } from '@/api/wire'
import type { ServiceContext } from '@mock-api/context'
import type { Out } from '@mock-api/services/operation-types'
import { exportHub } from './export'

/**
 * The secret the mock signs hub file links with: this server's own, made at its start, so a restart
 * ends the links it gave (they live for minutes; nothing is stored for them).
 */
const SECRET = crypto.getRandomValues(new Uint8Array(32))
const encoder = new TextEncoder()
const KEY = crypto.subtle.importKey('raw', SECRET, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** `hub-demo-2026-11-27.json`: the hub and the UTC day, so files of several hubs and days stay apart. */
const hubFileName = (appKey: string, at: Date) => `hub-${appKey}-${at.toISOString().slice(0, 10)}.json`

/** POST /admin/export/link: where Telegram's downloadFile fetches the hub file, signed for EXPORT_LINK_MINUTES. */
export async function exportLinkOf(ctx: ServiceContext): Promise<Out<'admin.hub.exportLink'>> {
  const now = ctx.now()
  const expires = now.getTime() + EXPORT_LINK_MINUTES * 60_000
  const signed = `${ctx.appKey}/${expires.toString(36)}`
  const signature = hex(await crypto.subtle.sign('HMAC', await KEY, encoder.encode(signed)))
  const fileName = hubFileName(ctx.appKey, now)
  return {
    url: `/api/hub-files/${signed}/${signature}/${fileName}`,
    fileName,
    expiresAt: new Date(expires).toISOString(),
  }
}

/**
 * GET /api/hub-files/<app key>/<end>/<signature>/<file name>: the hub's document, as GET /admin/export
 * answers it but bare, saved under its name; null (a 404) for a link altered, of another server, or
 * past its end.
 */
export async function hubFileAt(path: string, ctx: Omit<ServiceContext, 'appKey' | 'caller'>): Promise<Response | null> {
  const match = /^([\w-]{1,64})\/([0-9a-z]{1,12})\/([0-9a-f]{64})\/([\w.-]{1,120}\.json)$/.exec(path)
  if (!match) return null
  const [, appKey = '', end = '', signature = '', fileName = ''] = match
  const valid = await crypto.subtle.verify('HMAC', await KEY, fromHex(signature), encoder.encode(`${appKey}/${end}`))
  if (!valid || Number.parseInt(end, 36) <= ctx.now().getTime()) return null
  const document = await exportHub({ ...ctx, appKey, caller: null })
  return new Response(JSON.stringify(snakeKeys(document), null, 2), {
    headers: {
      'Content-Type': 'application/json',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

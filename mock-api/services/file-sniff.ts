import type { SvgProblemReason } from '@/api/contract/refusals'

/** What an upload's bytes say it is; the client's name and content type are not trusted. */
export interface SniffedImage {
  ext: 'png' | 'jpg' | 'webp' | 'gif' | 'svg'
  contentType: string
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export function sniffRaster(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: 'image/png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { ext: 'gif', contentType: 'image/gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { ext: 'webp', contentType: 'image/webp' }
  return null
}

/** The document's text when the bytes are UTF-8 whose first element is `<svg>`, else null. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
  const prolog = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i
  return /^<svg[\s>/]/i.test(text.replace(prolog, '')) ? text : null
}

const SAFE_REFERENCE = /^(?:#|data:image\/(?:png|jpeg|gif|webp)[;,])/i

/** Numeric character references decoded, so `&#106;avascript:` is checked as what a browser reads. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (whole, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code)
    return point <= 0x10ffff ? String.fromCodePoint(point) : whole
  })
}

/** An element name with any namespace prefix (`<s:script`), case-insensitively. */
const element = (name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}[\\s>/]`, 'i')

/**
 * Why an SVG may not be served as an icon, or null when it may. Icons are shown with <img>, but
 * their url can also be opened directly, where a script would run on our origin: so scripts,
 * event handlers, foreignObject, entities and anything loaded from elsewhere are refused.
 * The checks read the text with character references decoded and allow any namespace prefix,
 * and refuse what they cannot read reliably (CSS escapes, animated links).
 */
export function svgProblem(raw: string): { reason: SvgProblemReason; message: string } | null {
  const problem = (reason: SvgProblemReason, message: string) => ({ reason, message })
  if (/<!ENTITY/i.test(raw)) return problem('entity', 'SVG icons may not declare entities.')
  const text = decodeCharacterReferences(raw)
  if (element('script').test(text)) return problem('script', 'SVG icons may not contain scripts.')
  if (element('foreignObject').test(text)) return problem('foreign_object', 'SVG icons may not contain foreignObject.')
  if (/javascript:/i.test(text)) return problem('javascript_link', 'SVG icons may not contain javascript: links.')
  if (/@import/i.test(text)) return problem('style_import', 'SVG icons may not import style sheets.')
  if (/\\[0-9a-f]/i.test(text)) return problem('css_escape', 'SVG icons may not contain CSS escapes.')
  const elsewhere = () => problem('external_reference', 'SVG icons may not refer to other files or sites (only #ids and embedded images).')
  for (const [tag] of text.matchAll(/<[a-z][^>]*>/gi)) {
    if (/[\s/]on[a-z0-9_-]*\s*=/i.test(tag)) return problem('event_handler', 'SVG icons may not contain event handler attributes (on...).')
    if (/\sattributeName\s*=\s*["']?(?:[\w.-]+:)?(?:href|src)\b/i.test(tag))
      return problem('animated_link', 'SVG icons may not animate links.')
    for (const match of tag.matchAll(/\s(?:[\w.-]+:)?(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      const value = (match[1] ?? match[2] ?? match[3] ?? '').trim()
      if (!SAFE_REFERENCE.test(value)) return elsewhere()
    }
  }
  for (const match of text.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/gi)) {
    if (!SAFE_REFERENCE.test((match[2] ?? '').trim())) return elsewhere()
  }
  return null
}

/** A file name safe to show and to send in a header: letters, digits, spaces, dots, dashes, brackets. */
export function cleanFileName(name: string, ext: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC')
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._]+|[\s.]+$/g, '')
    .slice(-120)
  return cleaned === '' ? `${fallback}.${ext}` : cleaned
}

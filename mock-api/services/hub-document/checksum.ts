import { snakeKeys } from '@/api/wire'

/**
 * Canonical JSON (RFC 8785, JCS, for the values a document holds: strings, integers, booleans, null):
 * object keys sorted by UTF-16 code units, no whitespace, strings and numbers as JSON.stringify
 * writes them. The same document read and written again by any tool gives the same text.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * A document's checksum: `sha256-` and the hex SHA-256 of the canonical JSON of the document without
 * `checksum`, with its keys as on the wire (snake_case). `document` may have its keys either way.
 */
export async function checksumOf(document: Record<string, unknown>): Promise<string> {
  const { checksum: _checksum, ...rest } = snakeKeys(document) as Record<string, unknown>
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(rest)))
  return `sha256-${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

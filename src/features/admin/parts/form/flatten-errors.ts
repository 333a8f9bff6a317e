import type { FieldErrors } from 'react-hook-form'

export interface FlatError {
  /** The form path: `title`, `links.0.externalUrl`; an array's own error sits on the array's path. */
  path: string
  message: string
}

function isLeaf(value: unknown): value is { message?: unknown; type?: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
}

/** react-hook-form's nested errors as a flat list in form order (depth first). */
export function flattenErrors(errors: FieldErrors, prefix = ''): FlatError[] {
  const out: FlatError[] = []
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'ref' || value === undefined || value === null) continue
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key
    if (isLeaf(value)) {
      if (typeof value.message === 'string' && value.message) out.push({ path, message: value.message })
      continue
    }
    if (typeof value === 'object') out.push(...flattenErrors(value, path))
  }
  return out
}

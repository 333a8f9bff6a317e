import { isDeepStrictEqual } from 'node:util'
import type { Json } from './components'

/**
 * A union whose variants repeat the same fields (AuditEntry: the entry's id, time, author, action and
 * related changes in each of its fifteen resources' variants, 13 KB) says them once: the fields
 * every variant holds alike move to `<name>Fields`, which each variant takes through `allOf`, and
 * `unevaluatedProperties: false` keeps each variant as closed as `additionalProperties: false` did.
 */
export function liftSharedFields(schemas: Record<string, Json>, name: string): void {
  const union = schemas[name]
  const variants = union?.oneOf as Json[] | undefined
  if (!union || !variants || variants.length < 2) throw new Error(`${name} is not a union of objects`)
  const propsOf = (variant: Json) => variant.properties as Record<string, Json>
  const requiredOf = (variant: Json) => new Set(variant.required as string[])
  const [first, ...rest] = variants as [Json, ...Json[]]
  const shared = Object.keys(propsOf(first)).filter((key) =>
    rest.every(
      (variant) =>
        isDeepStrictEqual(propsOf(variant)[key], propsOf(first)[key]) && requiredOf(variant).has(key) === requiredOf(first).has(key),
    ),
  )
  const fields = `${name}Fields`
  schemas[fields] = {
    type: 'object',
    properties: Object.fromEntries(shared.map((key) => [key, propsOf(first)[key]])),
    required: shared.filter((key) => requiredOf(first).has(key)),
  }
  union.oneOf = variants.map(({ additionalProperties, properties, required, ...variant }) => ({
    ...variant,
    allOf: [{ $ref: `#/components/schemas/${fields}` }],
    properties: Object.fromEntries(Object.entries(properties as Json).filter(([key]) => !shared.includes(key))),
    required: (required as string[]).filter((key) => !shared.includes(key)),
    ...(additionalProperties === false && { unevaluatedProperties: false }),
  }))
}

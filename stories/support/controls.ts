/**
 * A select control over an enum's values (zod enums: `roadType.options`), so designers pick a
 * display type, road type or alignment from a list instead of editing the story's JSON.
 * Left empty, the story's own value stands.
 */
export function selectOf<const T extends string>(options: readonly T[], description?: string) {
  return { control: 'select' as const, options: [undefined, ...options], description }
}

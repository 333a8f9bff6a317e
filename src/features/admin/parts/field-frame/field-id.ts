/** The DOM id of a field's control, from its form path: `links.0.externalUrl` -> `field-links-0-externalUrl`. */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^\w-]/g, '-')}`
}

/** `links.0.externalUrl` -> `['links.0.externalUrl', 'links.0', 'links']`: where to look for a control, nearest first. */
export function pathAndParents(path: string): string[] {
  const parts = path.split('.')
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'))
}

import { fieldMessage } from '@/api/contract/plain/field-messages'
import { unprocessable } from '../errors'
import type { AppData, LinkRecord } from '../store/store'

type Referable = 'categories' | 'sections' | 'materials' | 'texts' | 'popups' | 'buttons' | 'linkLists'

/**
 * Collects 422 messages for references that do not exist in this app key (or point at a file
 * of the wrong type), keyed by the input's field path, and throws them all at once.
 */
export class ReferenceCheck {
  private readonly errors: Record<string, string[]> = {}

  constructor(private readonly app: AppData) {}

  add(path: string, message: string): void {
    ;(this.errors[path] ??= []).push(message)
  }

  has(collection: Referable, id: number): boolean {
    return this.app[collection].some((record) => record.id === id)
  }

  id(collection: Referable, id: number | null, path: string): void {
    if (id !== null && !this.has(collection, id)) this.add(path, unknownId(id))
  }

  ids(collection: Referable, ids: readonly number[], path: string): void {
    for (const id of ids) this.id(collection, id, path)
  }

  file(id: number | null, type: 'image' | 'icon', path: string): void {
    if (id === null) return
    const file = this.app.files.find((candidate) => candidate.id === id)
    if (!file) this.add(path, unknownId(id))
    else if (file.type !== type) this.add(path, fieldMessage('fileNotOfType', { id, type }))
  }

  links(links: readonly LinkRecord[], path = 'links'): void {
    links.forEach((link, index) => this.id('popups', link.popupId, `${path}.${String(index)}.popupId`))
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw unprocessable(this.errors)
  }
}

const unknownId = (id: number) => fieldMessage('unknownId', { id })

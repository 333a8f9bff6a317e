import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { FormResource } from '@/api/contract/plain/resources'

/** A record as the admin reads it: its id, and its version where the backend keeps versions. */
export interface StoredRecord {
  id: number
  version?: number
}

/**
 * What an AdminForm edits, as one binding: the resource (the audit log's word for it, which also names
 * the form's draft), the record's id or 'new', the version the next save sends, the values the form
 * starts from, and how a stored record reads as the form's values ("Take theirs" of an edit conflict).
 */
export interface FormRecord<TInput extends FieldValues> {
  resource: FormResource
  id: number | 'new'
  /** Absent: a new record, or a backend without versions (no edit conflicts then). */
  version?: number
  defaultValues: DefaultValues<TInput>
  /** A stored record (a 409's `current`) in the form's shape. */
  toForm: (stored: never) => DefaultValues<TInput>
}

/** A form's binding to `record` (absent or null: a new one, from `empty()`), its values read by `toForm`. */
export function formRecord<R extends StoredRecord, TInput extends FieldValues>(
  resource: FormResource,
  record: R | null | undefined,
  toForm: (record: R) => DefaultValues<TInput>,
  empty: () => DefaultValues<TInput>,
): FormRecord<TInput> {
  return { resource, id: record?.id ?? 'new', version: record?.version, defaultValues: record ? toForm(record) : empty(), toForm }
}

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import { apiErrorOf } from '@/api/api-error'

// The dialog (and the diff wording it brings) loads only when a conflict happens.
const ConflictDialog = lazy(() => import('../conflict/conflict-dialog').then((module) => ({ default: module.ConflictDialog })))

export interface FormConflictOptions<TInput extends FieldValues> {
  /** The record's version as the form was opened with it; absent: a create form, no conflicts. */
  version?: number
  /** The stored record of a 409's `current` in the form's shape: what "Take theirs" puts into the form. */
  fromCurrent?: (current: never) => DefaultValues<TInput>
}

type EditStamp = { userName: string; at: string }

interface Conflict<TInput extends FieldValues> {
  version: number
  changedBy: EditStamp | null
  theirs: DefaultValues<TInput>
  mine: TInput
}

/**
 * Edit conflicts of one AdminForm: the version the next save sends (raised by each save's answer),
 * `caught(error)` for a failed save (true when it was a 409 `edit_conflict` the dialog now shows),
 * and the dialog itself; `formRef` goes on the <form>. "Keep mine" submits the form again with the stored version;
 * "Take theirs" resets the form to the stored record. The admin's values are never dropped unasked.
 */
export function useFormConflict<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { version, fromCurrent }: FormConflictOptions<TInput>,
) {
  const versionRef = useRef(version)
  const formRef = useRef<HTMLFormElement>(null)
  const [conflict, setConflict] = useState<Conflict<TInput> | null>(null)

  // Read without the contract's zod schemas (refusalOf): they would weigh on every form screen.
  const caught = (error: unknown): boolean => {
    const apiError = apiErrorOf(error)
    const params = apiError?.params as { version?: unknown; changedBy?: EditStamp | null } | null | undefined
    if (apiError?.code !== 'edit_conflict' || typeof params?.version !== 'number' || !apiError.current) return false
    if (!fromCurrent || versionRef.current === undefined) return false
    setConflict({
      version: params.version,
      changedBy: params.changedBy ?? null,
      theirs: fromCurrent(apiError.current as never),
      mine: form.getValues(),
    })
    return true
  }

  /** After a save: the answer's version is what the next save edits. */
  const saved = (result: unknown) => {
    const next = result && typeof result === 'object' && 'version' in result ? result.version : undefined
    if (typeof next === 'number') versionRef.current = next
  }

  const dialog: ReactNode = conflict && (
    <Suspense fallback={null}>
      <ConflictDialog
        changedBy={conflict.changedBy}
        mine={conflict.mine}
        theirs={conflict.theirs}
        onClose={() => setConflict(null)}
        onKeepMine={() => {
          versionRef.current = conflict.version
          setConflict(null)
          formRef.current?.requestSubmit()
        }}
        onTakeTheirs={() => {
          versionRef.current = conflict.version
          setConflict(null)
          form.reset(conflict.theirs)
        }}
      />
    </Suspense>
  )
  return { versionRef, formRef, caught, saved, dialog }
}

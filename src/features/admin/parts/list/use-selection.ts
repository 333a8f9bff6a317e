import { useState } from 'react'

/** The rows ticked for a bulk action; `reset` when the page or the filters change. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (id: number, on: boolean) =>
    setIds((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const setAll = (all: readonly number[], on: boolean) => setIds(on ? new Set(all) : new Set())
  const reset = () => setIds(new Set())
  return { ids, toggle, setAll, reset }
}

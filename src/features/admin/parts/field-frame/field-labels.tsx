import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { pathAndParents } from './field-id'

type Labels = Map<string, string>

const LabelsContext = createContext<Labels | null>(null)

/** Fields tell the form their labels, so the error summary can say which field an error is on. */
export function FieldLabelsProvider({ children }: { children: ReactNode }) {
  const [labels] = useState<Labels>(() => new Map())
  return <LabelsContext value={labels}>{children}</LabelsContext>
}

export function useFieldLabel(name: string, label: string): void {
  const labels = use(LabelsContext)
  useEffect(() => {
    if (!labels) return
    labels.set(name, label)
    return () => {
      if (labels.get(name) === label) labels.delete(name)
    }
  }, [labels, name, label])
}

export function useLabelOf(): (path: string) => string | undefined {
  const labels = use(LabelsContext)
  return (path) => {
    for (const candidate of pathAndParents(path)) {
      const label = labels?.get(candidate)
      if (label) return label
    }
    return undefined
  }
}

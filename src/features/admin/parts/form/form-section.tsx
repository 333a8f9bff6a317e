import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import styles from './form.module.css'

interface FormSectionProps {
  title: string
  /**
   * A long editor's section that folds (issue 30): its header toggles it, and whether it is open is
   * remembered on the device under this name (`category.look`). Fields stay mounted while folded, and a
   * failed save opens the sections that hold an error.
   */
  collapsible?: string
  children: ReactNode
}

const storageKey = (name: string) => `hub.admin.section.${name}`

function remembered(name: string | undefined): boolean {
  if (!name) return true
  try {
    return localStorage.getItem(storageKey(name)) !== 'closed'
  } catch {
    return true
  }
}

/** A titled group of fields (DESIGN: "forms in sections"); `collapsible` folds it. */
export function FormSection({ title, collapsible, children }: FormSectionProps) {
  const id = useId()
  const [open, setOpen] = useState(() => remembered(collapsible))
  const { submitCount } = useFormState()
  const body = useRef<HTMLDivElement>(null)
  // After a save, a folded section with an invalid field opens (the error summary links into it).
  useEffect(() => {
    if (submitCount > 0 && body.current?.hidden && body.current.querySelector('[aria-invalid="true"]')) setOpen(true)
  }, [submitCount])
  const toggle = () => {
    const next = !open
    setOpen(next)
    if (!collapsible) return
    try {
      if (next) localStorage.removeItem(storageKey(collapsible))
      else localStorage.setItem(storageKey(collapsible), 'closed')
    } catch {
      // No storage (private mode): the section folds for this visit only.
    }
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {collapsible ? (
          <button type="button" className={styles.sectionToggle} aria-expanded={open} onClick={toggle}>
            {title}
          </button>
        ) : (
          title
        )}
      </h2>
      <div ref={body} className={styles.sectionBody} hidden={!open}>
        {children}
      </div>
    </section>
  )
}

/** The end of a form: its destructive action ("Delete the category"), quiet and last, apart from the fields. */
export function FormEnd({ children }: { children: ReactNode }) {
  return <div className={styles.formEnd}>{children}</div>
}

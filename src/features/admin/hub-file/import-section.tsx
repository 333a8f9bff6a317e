import { Link } from '@tanstack/react-router'
import { useState, type ChangeEvent } from 'react'
import { type ImportPlan, MAX_IMPORT_BYTES } from '@/api/contract/hub-document'
import { useAppKey } from '@/session/use-app-key'
import { buttonClass } from '@/ui/button-class'
import { AsyncButton } from '@/ui/states/async-button'
import { useConfirm } from '@/features/admin/parts/shell/confirm'
import { useAdminErrorText, refusalWordingReady } from '@/features/admin/parts/shell/parts-messages'
import { OptionList } from '@/features/admin/parts/controls/option-list'
import { useHubFileT } from './hub-file-messages'
import { ImportPlanView, removedCount } from './import-plan'
import { useHubImport } from './use-hub-file'
import styles from './hub-file.module.css'

type Mode = 'replace' | 'merge'

/** The file chosen, read: its JSON text, or why it cannot be a hub file. */
type Chosen = { name: string; text: string } | { name: string; problem: 'notJson' | 'tooLarge' }

async function readChosen(file: File): Promise<Chosen> {
  if (file.size > MAX_IMPORT_BYTES) return { name: file.name, problem: 'tooLarge' }
  const text = await file.text()
  try {
    JSON.parse(text)
    return { name: file.name, text }
  } catch {
    return { name: file.name, problem: 'notJson' }
  }
}

/**
 * Issue 28's import: choose a file and how (merge or replace); the server's dry run shows what would
 * change and what stays out; confirmed, the plan is applied in one write, recorded in History.
 */
export function ImportSection() {
  const t = useHubFileT()
  const appKey = useAppKey()
  const confirm = useConfirm()
  const errorText = useAdminErrorText()
  const [mode, setMode] = useState<Mode>('merge')
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [plan, setPlan] = useState<ImportPlan | null>(null)
  const [done, setDone] = useState<ImportPlan | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const importing = useHubImport()

  const run = async (text: string, nextMode: Mode, dryRun: boolean) => {
    setFailure(null)
    try {
      const answer = await importing.mutateAsync({ text, mode: nextMode, dryRun })
      if (dryRun) setPlan(answer)
      else {
        setPlan(null)
        setDone(answer)
      }
    } catch (error) {
      await refusalWordingReady()
      setFailure(t('import.failed', { reason: errorText(error) }))
    }
  }
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setPlan(null)
    setDone(null)
    setFailure(null)
    if (!file) return setChosen(null)
    const read = await readChosen(file)
    setChosen(read)
    if ('text' in read) await run(read.text, mode, true)
  }
  const switchMode = (next: Mode) => {
    setMode(next)
    if (chosen && 'text' in chosen) void run(chosen.text, next, true)
  }
  const apply = async () => {
    if (!chosen || !('text' in chosen) || !plan) return
    const sure = await confirm({
      title: t('plan.confirmTitle'),
      message: mode === 'replace' ? t('plan.confirmReplace', { count: removedCount(plan) }) : t('plan.confirmMerge'),
      confirmLabel: t('plan.confirm'),
      destructive: mode === 'replace',
    })
    if (sure) await run(chosen.text, mode, false)
  }

  if (done) {
    return (
      <section className={styles.section} aria-labelledby="hub-import-title" role="status">
        <h2 id="hub-import-title" className={styles.sectionTitle}>
          {t('done.title')}
        </h2>
        <ImportPlanView plan={done} />
        <p className={styles.text}>{t('done.text')}</p>
        <div className={styles.actions}>
          <Link to="/$appKey/admin/history" params={{ appKey }} className={styles.link}>
            {t('done.history')}
          </Link>
          <button type="button" className={styles.textButton} onClick={() => (setDone(null), setChosen(null))}>
            {t('done.again')}
          </button>
        </div>
      </section>
    )
  }

  const applying = importing.isPending && importing.variables.dryRun === false
  const planning = importing.isPending && importing.variables.dryRun
  return (
    <section className={styles.section} aria-labelledby="hub-import-title" aria-busy={importing.isPending || undefined}>
      <h2 id="hub-import-title" className={styles.sectionTitle}>
        {t('import.title')}
      </h2>
      <OptionList
        legend={t('import.mode')}
        name="import-mode"
        options={(['merge', 'replace'] as const).map((value) => ({ value, label: t(`mode.${value}`), hint: t(`mode.${value}Hint`) }))}
        value={mode}
        onChange={switchMode}
        disabled={applying}
      />
      <label className={styles.label} htmlFor="hub-import-file">
        {t('import.file')}
      </label>
      <p id="hub-import-file-hint" className={styles.hint}>
        {t('import.fileHint')}
      </p>
      {/* The browser's own file button speaks the browser's language: a button of ours in the admin's. */}
      <div className={styles.choose}>
        <input
          id="hub-import-file"
          type="file"
          className={styles.fileInput}
          accept=".json,application/json"
          aria-describedby="hub-import-file-hint"
          disabled={applying}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor="hub-import-file" className={buttonClass('secondary')}>
          {chosen ? t('import.chooseOther') : t('import.choose')}
        </label>
        {chosen && <span className={styles.fileName}>{chosen.name}</span>}
      </div>
      {chosen && 'problem' in chosen && (
        <p role="alert" className={styles.error}>
          {t(`import.${chosen.problem}`)}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {planning && <p className={styles.text}>{t('import.planning')}</p>}
      {plan && !planning && (
        <>
          <ImportPlanView plan={plan} />
          <AsyncButton onClick={apply} disabled={applying}>
            {applying ? t('plan.applying') : t('plan.apply')}
          </AsyncButton>
        </>
      )}
    </section>
  )
}

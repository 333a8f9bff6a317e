import { AsyncButton } from '@/ui/states/async-button'
import { useNotify } from '@/features/admin/parts/shell/notices'
import type { HubFile } from './hub-file-calls'
import { HUB_RESOURCES } from './hub-resources'
import { useHubFileT } from './hub-file-messages'
import styles from './hub-file.module.css'

/** Saves `text` as a file: a link to its bytes, clicked (a plain browser; Telegram's clients open it as a download too). */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** `hub-demo-2026-11-27.json`: the hub and the day, so files of several hubs and days stay apart. */
const hubFileName = (appKey: string, now = new Date()) => `hub-${appKey}-${now.toISOString().slice(0, 10)}.json`

/** Issue 28: what the hub file holds, and its download. */
export function ExportSection({ file }: { file: HubFile }) {
  const t = useHubFileT()
  const notify = useNotify()
  const held = HUB_RESOURCES.filter((name) => (file.counts[name] ?? 0) > 0).map(
    (name) => `${t(`resource.${name}`).toLowerCase()}: ${String(file.counts[name])}`,
  )
  return (
    <section className={styles.section} aria-labelledby="hub-export-title">
      <h2 id="hub-export-title" className={styles.sectionTitle}>
        {t('export.title')}
      </h2>
      <p className={styles.text}>{held.length > 0 ? t('export.holds', { summary: held.join(', ') }) : t('export.empty')}</p>
      <AsyncButton
        onClick={() => {
          saveFile(file.text, hubFileName(file.appKey))
          notify('success', t('export.downloaded'))
        }}
      >
        {t('export.download')}
      </AsyncButton>
    </section>
  )
}

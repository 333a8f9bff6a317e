import { useAtomValue } from 'jotai'
import { trpc } from '@/api/trpc'
import { canDownloadFile, downloadFile } from '@/messenger/download-file'
import { apiBaseAtom } from '@/session/http-config'
import { AsyncButton } from '@/ui/states/async-button'
import { isUnsupported } from '@/features/admin/parts/capability/capabilities'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { useAdminErrorText } from '@/features/admin/parts/shell/parts-messages'
import type { HubFile } from './hub-file-calls'
import { HUB_RESOURCES } from './hub-resources'
import { useHubFileT } from './hub-file-messages'
import styles from './hub-file.module.css'

/** Saves `text` as a file: a link to its bytes, clicked (a browser, and Telegram clients before 8.0). */
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

/** Issue 28: what the hub file holds, and its download (inside Telegram 8.0+, Telegram saves it: downloadFile). */
export function ExportSection({ file }: { file: HubFile }) {
  const t = useHubFileT()
  const notify = useNotify()
  const errorText = useAdminErrorText()
  const apiBase = useAtomValue(apiBaseAtom)
  const link = trpc.admin.hub.exportLink.useMutation()
  const inPage = () => {
    saveFile(file.text, hubFileName(file.appKey))
    notify('success', t('export.downloaded'))
  }
  /**
   * A web view may not save a link to bytes made in the page, so Telegram fetches the file itself from
   * a short-lived link (POST /admin/export/link). A backend without links (404), or no answer from
   * Telegram: the page's own download.
   */
  const throughTelegram = async () => {
    try {
      const { url, fileName } = await link.mutateAsync(undefined)
      const answer = await downloadFile(new URL(url, new URL(apiBase, window.location.href)).href, fileName)
      if (answer === 'downloading') notify('success', t('export.telegramSaving'))
      else if (answer === 'unavailable') inPage()
    } catch (error) {
      if (isUnsupported(error)) inPage()
      else notify('error', t('export.failed', { reason: errorText(error) }))
    }
  }
  const held = HUB_RESOURCES.filter((name) => (file.counts[name] ?? 0) > 0).map(
    (name) => `${t(`resource.${name}`).toLowerCase()}: ${String(file.counts[name])}`,
  )
  return (
    <section className={styles.section} aria-labelledby="hub-export-title">
      <h2 id="hub-export-title" className={styles.sectionTitle}>
        {t('export.title')}
      </h2>
      <p className={styles.text}>{held.length > 0 ? t('export.holds', { summary: held.join(', ') }) : t('export.empty')}</p>
      <AsyncButton onClick={() => (canDownloadFile() ? throughTelegram() : inPage())}>{t('export.download')}</AsyncButton>
    </section>
  )
}

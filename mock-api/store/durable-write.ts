import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Replaces `file` with `text` so that a crash at any moment leaves either the old file or the new
 * one, whole, and the new one survives a power cut once this resolves: the text goes to a temp
 * file that is fsynced, then renamed over `file`, then the directory is fsynced (so the rename
 * itself is on disk). If anything fails, the temp file goes and `file` is as it was.
 */
export async function replaceFileDurably(file: string, text: string): Promise<void> {
  const temp = tempPathOf(file)
  try {
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  await syncDirectory(path.dirname(file))
}

/** Where `replaceFileDurably` stages `file`; one left behind by a killed process was never renamed, so it holds nothing acknowledged. */
export const tempPathOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.tmp`)

async function syncDirectory(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, 'r')
  } catch {
    return // Some systems (Windows) cannot open a directory; there a rename is as durable as it gets.
  }
  try {
    await handle.sync()
  } catch (error) {
    // Some file systems refuse to fsync a directory; the rename is then as durable as they make it.
    if (!(error instanceof Error && 'code' in error && (error.code === 'EINVAL' || error.code === 'EISDIR' || error.code === 'EPERM')))
      throw error
  } finally {
    await handle.close()
  }
}

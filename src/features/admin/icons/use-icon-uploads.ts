import { useEffect, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES } from '@/api/contract/plain/upload-size'
import { uploadFile } from '@/features/admin/parts/form/upload/upload-file'
import { uploadErrorMessage, useUploadConfig, type UploadMessages } from '@/features/admin/parts/form/upload/use-upload'

interface IconUpload {
  key: number
  name: string
  status: 'uploading' | 'done' | 'failed'
  progress: number
  message?: string
}

let nextKey = 1

/**
 * Several icons at once: each file uploads on its own (progress, cancel), and a failure (too
 * large, not an image, an unsafe SVG) stays on that file's row with the server's message.
 */
export function useIconUploads(messages: UploadMessages, onUploaded: (count: number) => void) {
  const [uploads, setUploads] = useState<IconUpload[]>([])
  const controllers = useRef(new Map<number, AbortController>())
  const config = useUploadConfig()
  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const patch = (key: number, change: Partial<IconUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))

  const uploadOne = async (file: File): Promise<boolean> => {
    const key = nextKey++
    setUploads((list) => [...list, { key, name: file.name, status: 'uploading', progress: 0 }])
    if (file.size > MAX_UPLOAD_BYTES) {
      patch(key, { status: 'failed', message: messages.tooLarge })
      return false
    }
    const controller = new AbortController()
    controllers.current.set(key, controller)
    try {
      await uploadFile({
        file,
        type: 'icon',
        config: config(),
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      })
      patch(key, { status: 'done', progress: 1 })
      return true
    } catch (error) {
      if (controller.signal.aborted) setUploads((list) => list.filter((upload) => upload.key !== key))
      else patch(key, { status: 'failed', message: uploadErrorMessage(error, messages) })
      return false
    } finally {
      controllers.current.delete(key)
    }
  }

  const start = async (files: readonly File[]) => {
    const results = await Promise.all(files.map(uploadOne))
    const count = results.filter(Boolean).length
    if (count > 0) onUploaded(count)
  }
  const cancel = (key: number) => controllers.current.get(key)?.abort()
  const dismiss = (key: number) => setUploads((list) => list.filter((upload) => upload.key !== key))
  return { uploads, start, cancel, dismiss }
}

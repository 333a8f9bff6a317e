import type { FileRecord } from '@/api/contract/common'
import { buildRequest, readResponse, type HttpConfig } from '@/api/http'
import { ApiError } from '@/api/api-error'
import { routes } from '@/api/routes.gen'

interface UploadOptions {
  file: File
  type: 'image' | 'icon'
  config: HttpConfig
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POST /files through the API layer (http.ts builds the request and reads the answer, so 413 and
 * 422 become ApiErrors like any call), sent with XMLHttpRequest because fetch reports no upload progress.
 */
export async function uploadFile({ file, type, config, onProgress, signal }: UploadOptions): Promise<FileRecord> {
  const operation = routes['files.upload']
  const request = buildRequest(operation, { file, type }, config)
  const body = await request.blob()
  return new Promise<FileRecord>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url)
    request.headers.forEach((value, key) => xhr.setRequestHeader(key, value))
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const headers = new Headers({ 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' })
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers })
      readResponse(operation, response).then((data) => resolve(data as FileRecord), reject)
    }
    xhr.onerror = () => reject(new ApiError('network', 'Network error.'))
    xhr.onabort = () => reject(new ApiError('canceled', 'The request was canceled.'))
    if (signal?.aborted) {
      reject(new ApiError('canceled', 'The request was canceled.'))
      return
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

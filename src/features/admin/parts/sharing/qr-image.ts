import encodeQR from '@paulmillr/qr'

/**
 * The share link's QR code as images, from the modules `@paulmillr/qr` computes (an ES module:
 * the CommonJS `qrcode` made the bundler split its helpers into a chunk every first screen had to
 * fetch before it could run; docs/benchmarks.md). Dark modules on white, with a quiet zone of two.
 */
export function qrModules(link: string): boolean[][] {
  return encodeQR(link, 'raw', { ecc: 'medium', border: 2 })
}

/** One path for all dark modules over a white square: a few KB, sharp at any size. */
export function qrSvg(modules: boolean[][]): string {
  const size = modules.length
  let path = ''
  modules.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${String(x)} ${String(y)}h1v1h-1z` : '')))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(size)} ${String(size)}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}

/** A PNG data URL about `pixels` wide (whole pixels per module), drawn when asked: only a real canvas can. */
export function qrPng(modules: boolean[][], pixels = 512): string {
  const scale = Math.max(1, Math.floor(pixels / modules.length))
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = modules.length * scale
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#000'
  modules.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)))
  return canvas.toDataURL('image/png')
}

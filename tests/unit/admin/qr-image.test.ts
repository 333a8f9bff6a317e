import { decodeQR } from '@paulmillr/qr/decode.js'
import { describe, expect, it } from 'vitest'
import { qrModules, qrSvg } from '@/features/admin/parts/sharing/qr-image'

const link = 'https://t.me/kod_school_bot/hub?startapp=demo__category_12'

/** The modules as an RGBA picture, `scale` pixels a module, as a camera would see the printed code. */
function picture(modules: boolean[][], scale = 4) {
  const size = modules.length * scale
  const data = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const value = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255
      data.set([value, value, value, 255], (y * size + x) * 4)
    }
  }
  return { width: size, height: size, data }
}

describe('the share panel QR code (qr-image.ts)', () => {
  it('reads back as the link it was made from, with its quiet zone of two modules', () => {
    const modules = qrModules(link)
    expect(decodeQR(picture(modules))).toBe(link)
    expect(modules[0]?.every((dark) => !dark)).toBe(true)
    expect(modules[1]?.every((dark) => !dark)).toBe(true)
    expect(modules[2]?.slice(2, 9).every(Boolean)).toBe(true)
  })

  it('draws the same modules as one SVG path over white, one square per dark module', () => {
    const modules = qrModules(link)
    const svg = qrSvg(modules)
    const size = modules.length
    expect(svg).toContain(`viewBox="0 0 ${String(size)} ${String(size)}"`)
    expect(svg).toContain('fill="#fff"')
    const squares = svg.match(/M\d+ \d+h1v1h-1z/g) ?? []
    expect(squares).toHaveLength(modules.flat().filter(Boolean).length)
    expect(squares[0]).toBe('M2 2h1v1h-1z')
  })
})

// Test images made on the spot with sharp: phone-like photos carrying EXIF (camera, serial number)
// and a GPS position, and the hostile files of the quote form's bad-input tests.
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

export const secretSerial = 'SN-4417-TEST'

/** A noisy JPEG (so its size is like a photo's) with camera, serial and GPS metadata. */
export function photoWithGps(width = 4032, height = 3024, color = '#a0704a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Software: 'PhotoApp 1.0' },
      IFD2: { BodySerialNumber: secretSerial, DateTimeOriginal: '2026:11:20 10:15:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 48/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG whose header claims width x height (a decompression bomb): a few hundred bytes. */
export function bombPng(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const row = Buffer.alloc(1 + width) // one scanline of zeros; a real bomb repeats it
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The start of an iPhone HEIC file: an ftyp box with the heic brand. */
export function heicStart(): Buffer {
  const box = Buffer.alloc(24)
  box.writeUInt32BE(24, 0)
  box.write('ftypheic', 4, 'latin1')
  box.write('mif1heic', 16, 'latin1')
  return Buffer.concat([box, Buffer.alloc(200, 7)])
}

/** A JPEG cut off halfway, as an interrupted copy leaves it. */
export async function damagedJpeg(): Promise<Buffer> {
  const whole = await photoWithGps(800, 600)
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/** Anything but an image, whatever it is called. */
export const notAnImage = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')

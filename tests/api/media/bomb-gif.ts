/**
 * A valid GIF of `width` x `height` pixels of one colour whose LZW data stays tiny: 7000 x 7000
 * takes about 20 KB and decodes to 49 million pixels (147 MB of RGB), a decompression bomb.
 *
 * The codes are 0 and then each next free code in turn: a decoder meeting the code it is about to
 * define (LZW's KwKwK case) outputs the previous run plus its first pixel, so the runs grow 1, 2,
 * 3, ... zeros. Once the table is full (4096 codes, no clear code) the longest run is repeated.
 */
export function bombGif(width: number, height: number): Buffer {
  const minCodeSize = 2; // a palette of 4: clear = 4, end = 5, first free code 6
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const total = width * height;
  const codes = [clear, 0];
  let pixels = 1;
  let run = 1;
  for (let next = end + 1; next < 4096 && pixels < total; next++) {
    codes.push(next);
    run += 1;
    pixels += run;
  }
  while (pixels < total) {
    codes.push(4095);
    pixels += run;
  }
  codes.push(end);

  // Packed least significant bit first; the code width grows when the next free code needs it.
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  let size = minCodeSize + 1;
  let free = end + 1;
  codes.forEach((code, i) => {
    acc |= code << bits;
    bits += size;
    for (; bits >= 8; bits -= 8, acc >>>= 8) bytes.push(acc & 0xff);
    // The clear code and the first literal add no entry; every later code adds one.
    if (i >= 2 && free < 4096 && ++free === 1 << size && size < 12) size += 1;
  });
  if (bits > 0) bytes.push(acc & 0xff);

  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const u16 = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...[...u16(width), ...u16(height), 0xf1, 0, 0], // screen, a global palette of 4 colours
    ...[0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255],
    ...[0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0], // one image, whole screen
    minCodeSize,
    ...blocks,
    0,
    0x3b,
  ]);
}

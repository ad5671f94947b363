/**
 * How a vector is stored: int8 with one float32 scale (the largest magnitude maps to 127), sparse when that is
 * smaller (the lexical embedder's vectors have ~50 non-zero dimensions of 1,024: ~160 bytes instead of 1 KB).
 *   [0]=1 sparse: scale f32 LE, count u16 LE, count × index u16 LE, count × value i8
 *   [0]=2 dense:  scale f32 LE, dimensions × value i8
 *   [0]=3 sparse, non-negative, 4-bit (the lexical embedder's vectors: ~1.5 bytes per non-zero dimension):
 *         scale f32 LE, count u16 LE, count × gap u8 (255: escape, then the index as u16 LE), ⌈count/2⌉ bytes of
 *         4-bit values (low nibble first), value v means v·scale
 */
export interface DecodedVector {
  /** Dimension indexes of the stored values (sparse) or null (dense: values[i] is dimension i). */
  indexes: Uint16Array | null;
  values: Int8Array;
  scale: number;
  dimensions: number;
}

export function encodeVector(vector: Float32Array): Buffer {
  let max = 0;
  let nonZero = 0;
  for (const v of vector) {
    const a = Math.abs(v);
    if (a > max) max = a;
  }
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) {
    q[i] = Math.round(vector[i]! / scale);
    if (q[i] !== 0) nonZero++;
  }
  let negative = false;
  for (const v of vector) if (v < 0) negative = true;
  if (!negative && 3 * nonZero + 7 < vector.length + 5) return encodeNibbles(vector, max);
  if (3 * nonZero + 7 < vector.length + 5) {
    const out = Buffer.alloc(7 + 3 * nonZero);
    out[0] = 1;
    out.writeFloatLE(scale, 1);
    out.writeUInt16LE(nonZero, 5);
    let k = 0;
    for (let i = 0; i < q.length; i++) {
      if (q[i] === 0) continue;
      out.writeUInt16LE(i, 7 + 2 * k);
      out.writeInt8(q[i]!, 7 + 2 * nonZero + k);
      k++;
    }
    return out;
  }
  const out = Buffer.alloc(5 + q.length);
  out[0] = 2;
  out.writeFloatLE(scale, 1);
  Buffer.from(q.buffer).copy(out, 5);
  return out;
}

/** Format 3: non-negative sparse values in 15 levels, indexes as gaps. */
function encodeNibbles(vector: Float32Array, max: number): Buffer {
  const scale = max > 0 ? max / 15 : 1;
  const indexes: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < vector.length; i++) {
    const q = Math.round(vector[i]! / scale);
    if (q > 0) {
      indexes.push(i);
      values.push(q);
    }
  }
  const gaps: number[] = [];
  let last = 0;
  for (const index of indexes) {
    const gap = index - last;
    if (gap < 255) gaps.push(gap);
    else gaps.push(255, index & 0xff, index >> 8);
    last = index;
  }
  const out = Buffer.alloc(7 + gaps.length + Math.ceil(values.length / 2));
  out[0] = 3;
  out.writeFloatLE(scale, 1);
  out.writeUInt16LE(values.length, 5);
  Buffer.from(gaps).copy(out, 7);
  const at = 7 + gaps.length;
  values.forEach((v, k) => (out[at + (k >> 1)]! |= k & 1 ? v << 4 : v));
  return out;
}

function decodeNibbles(buf: Buffer, scale: number, dimensions: number): DecodedVector {
  const count = buf.readUInt16LE(5);
  const indexes = new Uint16Array(count);
  let p = 7;
  let last = 0;
  for (let k = 0; k < count; k++) {
    const gap = buf[p++]!;
    if (gap === 255) {
      last = buf[p]! | (buf[p + 1]! << 8);
      p += 2;
    } else last += gap;
    indexes[k] = last;
  }
  const values = new Int8Array(count);
  for (let k = 0; k < count; k++) {
    const byte = buf[p + (k >> 1)]!;
    values[k] = k & 1 ? byte >> 4 : byte & 0x0f;
  }
  return { indexes, values, scale, dimensions };
}

export function decodeVector(data: Uint8Array, dimensions: number): DecodedVector {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const scale = buf.readFloatLE(1);
  if (buf[0] === 3) return decodeNibbles(buf, scale, dimensions);
  if (buf[0] === 1) {
    const count = buf.readUInt16LE(5);
    const indexes = new Uint16Array(count);
    for (let k = 0; k < count; k++) indexes[k] = buf.readUInt16LE(7 + 2 * k);
    const values = new Int8Array(buf.buffer.slice(buf.byteOffset + 7 + 2 * count, buf.byteOffset + 7 + 3 * count));
    return { indexes, values, scale, dimensions };
  }
  const values = new Int8Array(buf.buffer.slice(buf.byteOffset + 5, buf.byteOffset + buf.byteLength));
  return { indexes: null, values, scale, dimensions: values.length };
}

/**
 * How a vector is stored: int8 with one float32 scale (the largest magnitude maps to 127), sparse when that is
 * smaller (the lexical embedder's vectors have ~50 non-zero dimensions of 1,024: ~160 bytes instead of 1 KB).
 *   [0]=1 sparse: scale f32 LE, count u16 LE, count × index u16 LE, count × value i8
 *   [0]=2 dense:  scale f32 LE, dimensions × value i8
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

export function decodeVector(data: Uint8Array, dimensions: number): DecodedVector {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const scale = buf.readFloatLE(1);
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

/**
 * Watches a push request on its way to receive-pack and notes how many objects its pack declares
 * (gitprotocol-pack(5): pkt-line commands up to a flush-pkt, then `PACK`, version, object count). The bytes
 * pass through untouched. receive-pack hands the pack to `index-pack --fix-thin`, which appends the delta
 * bases a thin pack left out after the objects the client sent: with this count, the push check tells the
 * objects a client sent from the ones the server filled in (push-check.ts).
 */
import { Transform, type TransformCallback } from 'node:stream';

type State = 'pkt-length' | 'pkt-data' | 'pack-header' | 'done';

export class PushPackProbe extends Transform {
  #state: State = 'pkt-length';
  #pending: Buffer = Buffer.alloc(0);
  #skip = 0;
  #objects: number | null = null;

  /** Objects the pack declares; null when the request has no pack or it does not start like one. */
  get objects(): number | null {
    return this.#objects;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    if (this.#state !== 'done') this.#scan(chunk);
    callback(null, chunk);
  }

  #scan(chunk: Buffer): void {
    let pos = 0;
    while (pos < chunk.length && this.#state !== 'done') {
      if (this.#state === 'pkt-data') {
        const n = Math.min(this.#skip, chunk.length - pos);
        this.#skip -= n;
        pos += n;
        if (this.#skip === 0) this.#state = 'pkt-length';
        continue;
      }
      const need = this.#state === 'pkt-length' ? 4 : 12;
      const take = Math.min(need - this.#pending.length, chunk.length - pos);
      this.#pending = Buffer.concat([this.#pending, chunk.subarray(pos, pos + take)]);
      pos += take;
      if (this.#pending.length < need) continue;
      const bytes = this.#pending;
      this.#pending = Buffer.alloc(0);
      if (this.#state === 'pack-header') {
        if (bytes.toString('latin1', 0, 4) === 'PACK') this.#objects = bytes.readUInt32BE(8);
        this.#state = 'done';
        continue;
      }
      const text = bytes.toString('latin1');
      const length = /^[0-9a-f]{4}$/i.test(text) ? Number.parseInt(text, 16) : -1;
      if (length === 0) this.#state = 'pack-header'; // the flush-pkt that ends the command list
      else if (length >= 4) {
        this.#skip = length - 4;
        this.#state = this.#skip > 0 ? 'pkt-data' : 'pkt-length';
      } else this.#state = 'done'; // not a command list git would accept: no count
    }
  }
}

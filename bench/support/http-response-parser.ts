// Just enough of an HTTP/1.1 response parser for a load generator: the status, whether the connection stays open, and
// where the answer ends (Content-Length, chunked, or the end of the connection). Bodies are skipped, never kept.
// One answer at a time: the generator has one request in flight per connection, so answers are never pipelined.

const HEAD_END = Buffer.from('\r\n\r\n');
const LF = 10;

type State = 'head' | 'length' | 'chunkSize' | 'chunkData' | 'chunkEnd' | 'trailers' | 'untilClose' | 'done';

export class HttpResponseParser {
  /** The answer's status code (once its head is in). */
  status: number | undefined;
  /** Whether the connection can carry another request after this answer. */
  keepAlive = true;
  private state: State = 'head';
  /** The head so far, when it came in several pieces. */
  private head: Buffer | undefined;
  /** Body bytes (or chunk-end bytes) still to skip. */
  private remaining = 0;
  /** A chunk-size or trailer line so far, when it came in several pieces. */
  private line = '';

  /** Ready for the next answer on the same connection. */
  reset() {
    this.status = undefined;
    this.keepAlive = true;
    this.state = 'head';
    this.head = undefined;
    this.remaining = 0;
    this.line = '';
  }

  /**
   * Takes the next bytes of the answer; true once it is complete.
   * @throws on a malformed answer or bytes past its end
   */
  push(data: Buffer): boolean {
    let at = 0;
    if (this.state === 'head') {
      const buffer = this.head ? Buffer.concat([this.head, data]) : data;
      // A head split across pieces is searched again from just before the new piece (its end may straddle them).
      const end = buffer.indexOf(HEAD_END, this.head ? Math.max(0, this.head.length - 3) : 0);
      if (end < 0) {
        this.head = buffer;
        return false;
      }
      const previous = this.head?.length ?? 0;
      this.head = undefined;
      at = end + 4 - previous;
      // An interim answer (1xx, e.g. 103 Early Hints) has no body and is followed by the real one.
      if (!this.readHead(buffer.toString('latin1', 0, end))) {
        this.reset();
        return at < data.length && this.push(data.subarray(at));
      }
    }
    while (this.state !== 'done') {
      if (at >= data.length && this.state !== 'length') return false;
      switch (this.state) {
        case 'length':
        case 'chunkData':
        case 'chunkEnd': {
          const take = Math.min(this.remaining, data.length - at);
          this.remaining -= take;
          at += take;
          if (this.remaining > 0) return false;
          if (this.state === 'chunkData') {
            this.state = 'chunkEnd';
            this.remaining = 2;
          } else this.state = this.state === 'chunkEnd' ? 'chunkSize' : 'done';
          break;
        }
        case 'chunkSize':
        case 'trailers': {
          const newline = data.indexOf(LF, at);
          if (newline < 0) {
            this.line += data.toString('latin1', at);
            return false;
          }
          const line = this.line + data.toString('latin1', at, newline);
          this.line = '';
          at = newline + 1;
          if (this.state === 'trailers') {
            if (line === '' || line === '\r') this.state = 'done';
          } else {
            const size = Number.parseInt(line, 16);
            if (Number.isNaN(size)) throw new Error(`bad chunk size line: ${line}`);
            if (size === 0) this.state = 'trailers';
            else {
              this.state = 'chunkData';
              this.remaining = size;
            }
          }
          break;
        }
        case 'untilClose':
          return false;
      }
    }
    if (at < data.length) throw new Error('bytes past the end of the answer');
    return true;
  }

  /** The connection ended: true when that completes the answer (one delimited by the end of the connection). */
  endOfInput(): boolean {
    if (this.state !== 'untilClose') return false;
    this.state = 'done';
    return true;
  }

  /** Reads a head; false for an interim (1xx) one. */
  private readHead(head: string): boolean {
    // "HTTP/1.1 200 OK": the code is at 9..12.
    this.status = Number(head.slice(9, 12));
    if (!head.startsWith('HTTP/1.') || Number.isNaN(this.status)) throw new Error('not an HTTP/1 answer');
    let length: number | undefined;
    let chunked = false;
    for (const line of head.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      if (name === 'content-length') length = Number(line.slice(colon + 1));
      else if (name === 'transfer-encoding') chunked = /\bchunked\s*$/i.test(line.slice(colon + 1));
      else if (name === 'connection') this.keepAlive = !/\bclose\b/i.test(line.slice(colon + 1));
    }
    if (head.startsWith('HTTP/1.0') && !/\r\nconnection:\s*keep-alive/i.test(head)) this.keepAlive = false;
    if (this.status < 200) return false;
    // No body: 204 and 304 (this generator never sends HEAD).
    if (this.status === 204 || this.status === 304) this.state = 'done';
    else if (chunked) this.state = 'chunkSize';
    else if (length !== undefined) {
      this.state = 'length';
      this.remaining = length;
      if (!Number.isSafeInteger(length) || length < 0) throw new Error('bad Content-Length');
    } else {
      this.state = 'untilClose';
      this.keepAlive = false;
    }
    return true;
  }
}

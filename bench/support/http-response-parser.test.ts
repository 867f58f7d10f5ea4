import { describe, expect, it } from 'vitest';
import { HttpResponseParser } from './http-response-parser';

const chunked =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\n{"a"\r\nA\r\n:123456789\r\n0\r\nX-Trailer: 1\r\n\r\n';
const sized = 'HTTP/1.1 404 Not Found\r\ncontent-length: 7\r\nConnection: close\r\n\r\n{"b":2}';

/** Feeds `answer` split at `at` (and byte by byte after it); the piece at which the parser reported the end. */
function feed(parser: HttpResponseParser, answer: string, at: number): number | undefined {
  const bytes = Buffer.from(answer, 'latin1');
  const pieces = [bytes.subarray(0, at), ...Array.from(bytes.subarray(at), (byte) => Buffer.from([byte]))];
  let ended: number | undefined;
  pieces.forEach((piece, index) => {
    if (piece.length && parser.push(piece)) ended ??= index;
  });
  return ended;
}

describe('HttpResponseParser', () => {
  it('finds the end of a chunked and a Content-Length answer wherever they are split', () => {
    const parser = new HttpResponseParser();
    for (const answer of [chunked, sized]) {
      const last = Buffer.byteLength(answer, 'latin1') - 1;
      for (let at = 0; at <= last; at++) {
        parser.reset();
        // The end is reported exactly on the answer's last byte.
        expect(feed(parser, answer, at)).toBe(last - at + 1);
      }
    }
  });

  it('reads the status and whether the connection stays open', () => {
    const parser = new HttpResponseParser();
    expect(parser.push(Buffer.from(chunked))).toBe(true);
    expect([parser.status, parser.keepAlive]).toEqual([200, true]);
    parser.reset();
    expect(parser.push(Buffer.from(sized))).toBe(true);
    expect([parser.status, parser.keepAlive]).toEqual([404, false]);
  });

  it('skips an interim 1xx answer and ends a 204 at its head', () => {
    const parser = new HttpResponseParser();
    expect(
      parser.push(
        Buffer.from('HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n'),
      ),
    ).toBe(true);
    expect(parser.status).toBe(204);
  });

  it('ends an answer without a length at the end of the connection', () => {
    const parser = new HttpResponseParser();
    expect(parser.push(Buffer.from('HTTP/1.1 200 OK\r\n\r\nsome body'))).toBe(false);
    expect(parser.endOfInput()).toBe(true);
    expect(parser.keepAlive).toBe(false);
    parser.reset();
    // A cut-off Content-Length answer is not complete.
    expect(parser.push(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc'))).toBe(false);
    expect(parser.endOfInput()).toBe(false);
  });

  it('rejects bytes past the end of the answer and malformed answers', () => {
    const parser = new HttpResponseParser();
    expect(() => parser.push(Buffer.from(`${sized}HTTP/1.1`))).toThrow();
    parser.reset();
    expect(() => parser.push(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow();
    parser.reset();
    expect(() =>
      parser.push(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n')),
    ).toThrow();
  });
});

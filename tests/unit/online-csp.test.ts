// The page's policy of a build with VITE_ONLINE_URL (tools/online-csp.ts): exactly that
// server's origin is added to connect-src, in its http(s) and ws(s) forms; nothing without one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onlineSources, withOnlineSources } from '../../tools/online-csp';

const page = readFileSync('index.html', 'utf8');
const connectSrc = (html: string): string => /connect-src ([^;"]*)/.exec(html)?.[1] ?? '';

describe('online server in the page policy', () => {
  it('adds the server origin (https and wss) and nothing else', () => {
    const html = withOnlineSources(page, 'https://rooms.example.com/play/');
    expect(connectSrc(html).split(' ')).toEqual([...connectSrc(page).split(' '), 'https://rooms.example.com', 'wss://rooms.example.com']);
    // every other directive as it was
    expect(html.replace(/connect-src [^;"]*/, '')).toBe(page.replace(/connect-src [^;"]*/, ''));
  });

  it('keeps a port, and takes ws for http', () => {
    expect(onlineSources('http://127.0.0.1:4567')).toEqual(['http://127.0.0.1:4567', 'ws://127.0.0.1:4567']);
  });

  it('leaves the page alone without a server, and fails the build on a malformed one', () => {
    expect(withOnlineSources(page, undefined)).toBe(page);
    expect(withOnlineSources(page, '')).toBe(page);
    expect(() => onlineSources('rooms.example.com')).toThrow(/not a URL/);
    expect(() => onlineSources('ftp://rooms.example.com')).toThrow(/http/);
  });
});

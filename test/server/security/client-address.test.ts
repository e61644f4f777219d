import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxy } from '../../../src/server/platform/http/client-address.js';
import { loadConfig } from '../../../src/server/config.js';

/** TRUSTED_PROXY decides whether X-Forwarded-For names the client. */
describe('client address behind proxies', () => {
  const none = parseTrustedProxy(undefined);

  it('takes the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', '1.1.1.1', none)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, parseTrustedProxy('0'))).toBe('203.0.113.9');
  });

  it('steps over listed proxies and CIDR ranges only', () => {
    const listed = parseTrustedProxy(' 10.0.0.0/8, 192.168.1.5 ,2001:db8::/32');
    expect(clientAddressOf('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.5', listed)).toBe('198.51.100.7');
    expect(clientAddressOf('2001:db8::1', '198.51.100.8', listed)).toBe('198.51.100.8');
    expect(clientAddressOf('198.51.100.1', '6.6.6.6', listed)).toBe('198.51.100.1');
  });

  it('believes X-Forwarded-For only from a listed peer: a client reaching the port directly keeps its own address', () => {
    const listed = parseTrustedProxy('10.0.0.0/8');
    expect(clientAddressOf('203.0.113.9', '198.51.100.7', listed)).toBe('203.0.113.9');
    expect(clientAddressOf('203.0.113.9', '198.51.100.7, 10.0.0.1', listed)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.2', '198.51.100.7, 10.0.0.1', listed)).toBe('198.51.100.7');
  });

  it('refuses a count of hops at start-up: it would believe X-Forwarded-For from any peer', () => {
    for (const hops of ['1', '2', '32']) {
      expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), TRUSTED_PROXY: hops }), hops).toThrow(/TRUSTED_PROXY: "\d+" is a number of hops.*list the proxies' addresses/);
    }
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), TRUSTED_PROXY: '0' }).trustedProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).trustedProxy).toEqual({ kind: 'none' });
  });

  it('refuses a setting that is no list of addresses, at start-up', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '-1', '1000']) {
      expect(() => parseTrustedProxy(bad), bad).toThrow(/TRUSTED_PROXY/);
    }
  });
});

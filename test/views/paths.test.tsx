import { describe, expect, it } from 'vitest';
import { isLoginArea, safeRedirectPath } from '../../src/app/paths.js';

describe('?url= after login or boot', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/printer/finishes?x=1', '/printer/finishes?x=1'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['checkout', '/'],
    ['/ok\nSet-Cookie', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j goes to %s', (url, expected) => {
    expect(safeRedirectPath(url)).toBe(expected);
  });
});

describe('login area', () => {
  it.each([
    ['/login', true],
    ['/login/forgot', true],
    ['/login/reset/abc', true],
    ['/loginx', false],
    ['/', false],
    ['/checkout', false],
  ])('%s: %s', (path, expected) => {
    expect(isLoginArea(path)).toBe(expected);
  });
});

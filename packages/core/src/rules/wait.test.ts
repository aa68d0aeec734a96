import { describe, expect, it } from 'vitest';
import { isThrottledError, minutesSeconds } from './wait';

describe('a throttled wait (RFC 6585 §4 Retry-After, counted down on the sign-in screens)', () => {
  it('reads m:ss, rounded up so the last second still shows', () => {
    expect(minutesSeconds(61)).toBe('1:01');
    expect(minutesSeconds(0.2)).toBe('0:01');
    expect(minutesSeconds(3600)).toBe('60:00');
    expect(minutesSeconds(-5)).toBe('0:00');
  });

  it('knows a throttled API error by its kind and Retry-After, and nothing else', () => {
    expect(isThrottledError({ kind: 'throttled', retryAfterSeconds: 60 })).toBe(true);
    expect(isThrottledError({ kind: 'throttled' })).toBe(false);
    expect(isThrottledError({ kind: 'server', retryAfterSeconds: 60 })).toBe(false);
    expect(isThrottledError(null)).toBe(false);
    expect(isThrottledError('throttled')).toBe(false);
  });
});

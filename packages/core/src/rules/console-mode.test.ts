/** Which mode a console sign-in opens (DESIGN "Where HR works"). */
import { describe, expect, it } from 'vitest';
import { consoleModeFor, tabletModeOf } from './console-mode';

describe('consoleModeFor', () => {
  it.each([
    ['auto', true, 'desk'],
    ['auto', false, 'gate'],
    ['gate', true, 'gate'],
    ['gate', false, 'gate'],
    ['desk', true, 'desk'],
    ['desk', false, 'desk'],
  ] as const)('tablet %s, hr %s: %s', (tablet, isHr, mode) => {
    expect(consoleModeFor(tablet, isHr)).toBe(mode);
  });
});

describe('tabletModeOf', () => {
  it.each([
    ['gate', 'gate'],
    ['desk', 'desk'],
    ['auto', 'auto'],
    ['Desk', 'auto'],
    ['', 'auto'],
    [null, 'auto'],
    [undefined, 'auto'],
    [1, 'auto'],
  ])('%j reads as %s', (value, mode) => {
    expect(tabletModeOf(value)).toBe(mode);
  });
});

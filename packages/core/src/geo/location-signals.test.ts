import { describe, expect, it } from 'vitest';
import { clockInBody } from '../contract/attendance';
import { type Fix, locationFlags, locationSignals, speedKmh } from './location-signals';

const office = { lat: -6.208763, long: 106.845599 };
const at = (t: number, over: Partial<Fix> = {}): Fix => ({ ...office, accuracy: 20, timestamp: t, ...over });
const T = 1_800_000_000_000;

describe('attendance spoofed-location flags (extension of §7 clock-in; §9 radius 1 km)', () => {
  it('a fresh, accurate first fix has no flag', () => {
    expect(locationFlags(at(T), [], T + 500)).toEqual([]);
  });
  it('low-accuracy: accuracy worse than the 1 km radius (1000 m itself is fine)', () => {
    expect(locationFlags(at(T, { accuracy: 1000 }), [], T)).toEqual([]);
    expect(locationFlags(at(T, { accuracy: 1500 }), [], T)).toEqual(['low-accuracy']);
    expect(locationFlags(at(T, { accuracy: Number.NaN }), [], T)).toEqual(['low-accuracy']);
  });
  it('stale-fix: older than 10 s when sent despite maximumAge 0', () => {
    expect(locationFlags(at(T), [], T + 10_000)).toEqual([]);
    expect(locationFlags(at(T), [], T + 10_001)).toEqual(['stale-fix']);
  });
  it('impossible-speed: over 300 km/h since the previous fix', () => {
    // ~11 km north in 60 s is ~660 km/h
    const far = at(T + 60_000, { lat: office.lat + 0.1 });
    expect(speedKmh(at(T), far)).toBeGreaterThan(600);
    expect(locationFlags(far, [at(T)], T + 60_500)).toEqual(['impossible-speed']);
    // ~1.1 km in 60 s is ~67 km/h
    const near = at(T + 60_000, { lat: office.lat + 0.01 });
    expect(locationFlags(near, [at(T)], T + 60_500)).toEqual([]);
  });
  it('repeated-coordinates: exactly the same lat/long as an earlier fix', () => {
    expect(locationFlags(at(T + 5000), [at(T)], T + 5000)).toEqual(['repeated-coordinates']);
    expect(locationFlags(at(T + 5000, { lat: office.lat + 0.000001 }), [at(T)], T + 5000)).toEqual([]);
  });
  it('locationSignals carries accuracy, age and flags, and fits the clock-in body', () => {
    const signals = locationSignals(at(T, { accuracy: 2000 }), [], T + 12_000);
    expect(signals).toEqual({ accuracyMeters: 2000, fixAgeMs: 12_000, flags: ['low-accuracy', 'stale-fix'] });
    const body = {
      scheduleId: 1,
      latitude: office.lat,
      longitude: office.long,
      photo: '/f.jpg',
      locationSignals: signals,
    };
    expect(clockInBody.safeParse(body).success).toBe(true);
  });
});

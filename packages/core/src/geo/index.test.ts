import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceMeters,
  EARTH_RADIUS_KM,
  isNearby,
  type LatLong,
  NEARBY_RADIUS_METERS,
  nearestOffice,
  type Office,
} from './index';

/** Degrees of latitude that span `meters` along a meridian on the 6371 km sphere. */
const latDegreesFor = (meters: number) => (meters / (EARTH_RADIUS_KM * 1000)) * (180 / Math.PI);

const origin: LatLong = { lat: 24, long: 72 };
const jakartaOffice: Office = { id: 1, name: 'Kantor Pusat', lat: -6.2, long: 106.816666 };

const coordinate = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  long: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceMeters', () => {
  it('§9 radius: constants are 1 km and an earth radius of 6371 km', () => {
    expect(NEARBY_RADIUS_METERS).toBe(1000);
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('§9 haversine: (24, 72) → (24.001, 72.001) is about 150.6 m', () => {
    expect(distanceMeters(origin, { lat: 24.001, long: 72.001 })).toBeCloseTo(150.6, 1);
  });

  it('§9 haversine: (24, 72) → (24.01, 72.01) is about 1506 m', () => {
    expect(distanceMeters(origin, { lat: 24.01, long: 72.01 })).toBeCloseTo(1506.07, 1);
  });

  it('§9 haversine: one degree of latitude is 6371 km · π/180 ≈ 111.19 km', () => {
    expect(distanceMeters({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo(111_194.93, 1);
  });

  it('§9 haversine: antipodal points are half the circumference apart, without NaN', () => {
    expect(distanceMeters({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6_371_000, 3);
    expect(distanceMeters({ lat: 90, long: 0 }, { lat: -90, long: 0 })).toBeCloseTo(Math.PI * 6_371_000, 3);
  });

  it('§9 haversine: a non-finite coordinate gives NaN rather than a distance', () => {
    expect(distanceMeters({ lat: Number.NaN, long: 72 }, origin)).toBeNaN();
    expect(distanceMeters(origin, { lat: 24, long: Number.POSITIVE_INFINITY })).toBeNaN();
  });

  it('§9 haversine (property): symmetric, non-negative, zero to itself, at most half the circumference', () => {
    fc.assert(
      fc.property(coordinate, coordinate, (a, b) => {
        const ab = distanceMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * 6_371_000 + 1e-6);
        expect(Math.abs(ab - distanceMeters(b, a))).toBeLessThan(1e-6);
        expect(distanceMeters(a, a)).toBe(0);
      }),
    );
  });

  it('§9 haversine (property): triangle inequality holds (within float noise)', () => {
    // Near-antipodal pairs lose precision in asin(√h) close to 1: measured worst case ~0.12 m, so allow 0.5 m.
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, (a, b, c) => {
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(distanceMeters(a, b) + distanceMeters(b, c) + 0.5);
      }),
    );
  });
});

describe('isNearby', () => {
  const office: Office = { id: 'A', lat: 24, long: 72 };

  it('§5 nearby: 150 m from an office is nearby, 1.5 km is not', () => {
    expect(isNearby({ lat: 24.001, long: 72.001 }, [office])).toBe(true);
    expect(isNearby({ lat: 24.01, long: 72.01 }, [office])).toBe(false);
  });

  it('§5 nearby: the 1 km edge — 1 cm inside is nearby, 1 cm outside is not', () => {
    const inside = { lat: 24 + latDegreesFor(NEARBY_RADIUS_METERS - 0.01), long: 72 };
    const outside = { lat: 24 + latDegreesFor(NEARBY_RADIUS_METERS + 0.01), long: 72 };
    expect(distanceMeters(inside, office)).toBeLessThan(1000);
    expect(distanceMeters(outside, office)).toBeGreaterThan(1000);
    expect(isNearby(inside, [office])).toBe(true);
    expect(isNearby(outside, [office])).toBe(false);
  });

  it('§5 nearby: the edge is inclusive — a distance exactly equal to the radius is nearby', () => {
    const position = { lat: 24.005, long: 72.004 };
    const exact = distanceMeters(position, office);
    expect(isNearby(position, [office], exact)).toBe(true);
    expect(isNearby(position, [office], exact - 1e-9)).toBe(false);
  });

  it('§5 nearby: within 1 km of ANY office counts, not only the first', () => {
    const far: Office = { id: 'far', lat: 25, long: 73 };
    expect(isNearby({ lat: 24.001, long: 72.001 }, [far, office])).toBe(true);
    expect(isNearby({ lat: 24.001, long: 72.001 }, [far])).toBe(false);
  });

  it('§5 nearby: an empty office list is never nearby', () => {
    expect(isNearby(origin, [])).toBe(false);
  });

  it('§5 nearby: a position without finite coordinates is never nearby', () => {
    expect(isNearby({ lat: Number.NaN, long: Number.NaN }, [office])).toBe(false);
  });

  it('§5 nearby: a custom radius is honoured', () => {
    expect(isNearby({ lat: 24.01, long: 72.01 }, [office], 2000)).toBe(true);
    expect(isNearby({ lat: 24.001, long: 72.001 }, [office], 100)).toBe(false);
  });

  it('§5 nearby (property): agrees with the distance to the nearest office', () => {
    fc.assert(
      fc.property(coordinate, fc.array(coordinate, { maxLength: 5 }), (position, offices) => {
        const nearest = nearestOffice(position, offices);
        const expected = nearest !== null && nearest.distanceMeters <= NEARBY_RADIUS_METERS;
        expect(isNearby(position, offices)).toBe(expected);
        expect(isNearby(position, offices)).toBe(offices.some((o) => distanceMeters(position, o) <= 1000));
      }),
    );
  });
});

describe('nearestOffice', () => {
  it('§5 nearby: picks the closest office and reports its distance in metres', () => {
    const a: Office = { id: 'a', name: 'A', lat: 24.01, long: 72.01 };
    const b: Office = { id: 'b', name: 'B', lat: 24.001, long: 72.001 };
    const result = nearestOffice(origin, [a, b, jakartaOffice]);
    expect(result?.office).toBe(b);
    expect(result?.distanceMeters).toBeCloseTo(distanceMeters(origin, b), 9);
  });

  it('§5 nearby: no offices gives null', () => {
    expect(nearestOffice(origin, [])).toBeNull();
  });

  it('§5 nearby: offices with non-finite coordinates are skipped; a tie goes to the first', () => {
    const broken: Office = { id: 'x', lat: Number.NaN, long: 72 };
    const first: Office = { id: 1, lat: 24.001, long: 72 };
    const second: Office = { id: 2, lat: 24.001, long: 72 };
    expect(nearestOffice(origin, [broken])).toBeNull();
    expect(nearestOffice(origin, [broken, first, second])?.office).toBe(first);
  });

  it('§5 nearby (property): the nearest office is no farther than any other', () => {
    fc.assert(
      fc.property(coordinate, fc.array(coordinate, { minLength: 1, maxLength: 6 }), (position, offices) => {
        const result = nearestOffice(position, offices);
        expect(result).not.toBeNull();
        for (const o of offices) {
          expect(result?.distanceMeters ?? Number.NaN).toBeLessThanOrEqual(distanceMeters(position, o));
        }
      }),
    );
  });
});

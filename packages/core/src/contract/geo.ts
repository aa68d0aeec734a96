/** Reverse geocoding (SPEC §7 Third-party calls): a stand-in for the maps service, served by the mock. */
import * as z from 'zod/mini';
import { latitudeQuery, longitudeQuery, zString } from './common';
import { endpoint } from './endpoint';

export const reverseGeocodeQuery = z.object({ lat: latitudeQuery, long: longitudeQuery });
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;

export const reverseGeocodeResponse = z.object({ address: zString });
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponse>;

export const geoEndpoints = {
  reverseGeocode: endpoint({
    id: 'geo.reverseGeocode',
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    path: '/geo/reverse',
    query: reverseGeocodeQuery,
    response: reverseGeocodeResponse,
    doc: 'Stands in for the maps provider: a human-readable address of lat/long. Map tiles are outside the table (/tiles/:z/:x/:y.png).',
  }),
} as const;

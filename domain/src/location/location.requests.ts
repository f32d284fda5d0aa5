import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';

/** GET /api/cities.php query: the region whose towns a location picker lists. */
export const citiesRequestSchema = z.object({
  country: requestText(2).regex(/^[A-Z]{2}$/),
  region: requestText(100).trim().min(1),
});
export type CitiesRequest = z.infer<typeof citiesRequestSchema>;

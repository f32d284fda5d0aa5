import { z } from 'zod';

/** GET /api/cities.php query: the region whose towns a location picker lists. */
export const citiesRequestSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  region: z.string().trim().min(1).max(100),
});
export type CitiesRequest = z.infer<typeof citiesRequestSchema>;

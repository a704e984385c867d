import { downloadEndpoints } from '../download/schemas';
import { informationEndpoints } from '../information/schemas';
import { newsEndpoints } from '../news/schemas';
import { searchEndpoints } from '../search/schemas';
import { tenderEndpoints } from '../tender/schemas';

/**
 * Every JSON endpoint of /api: path → method, request schema, reply schema.
 * The server registers its routes from these tables (server/http/endpoint.ts)
 * and the browser's client is typed by this one (app/lib/api-client.ts, type
 * only: no schema reaches the browser). Decision 0021.
 */
export const apiContract = {
  ...tenderEndpoints,
  ...newsEndpoints,
  ...informationEndpoints,
  ...downloadEndpoints,
  ...searchEndpoints,
};

export type ApiContract = typeof apiContract;

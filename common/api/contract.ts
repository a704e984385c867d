import { accountEndpoints } from '../account/schemas';
import { aiEndpoints } from '../ai/schemas';
import { paperEndpoints } from '../ai/paper';
import { adminEndpoints, adminStatsEndpoints } from '../admin/schemas';
import { visitorEndpoints } from '../visitor/schemas';
import { chatStaffEndpoints, chatVisitorEndpoints } from '../chat/schemas';
import { traceEndpoints } from '../trace/schemas';
import { authEndpoints } from '../auth/schemas';
import { crmEndpoints } from '../crm/schemas';
import { downloadEndpoints } from '../download/schemas';
import { helpEndpoints } from '../help/schemas';
import { informationEndpoints } from '../information/schemas';
import { learningEndpoints } from '../learning/schemas';
import { libraryEndpoints } from '../library/schemas';
import { newsEndpoints } from '../news/schemas';
import { productEndpoints } from '../product/schemas';
import { searchEndpoints } from '../search/schemas';
import { sitePagesEndpoints } from '../site-pages/schemas';
import { recruitEndpoints } from '../recruit/schemas';
import { openPlatformEndpoints } from '../open-platform/schemas';
import { solutionEndpoints } from '../solution/schemas';
import { tenderEndpoints } from '../tender/schemas';
import { siteEndpoints } from '../site/schemas';
import { tenderAlertEndpoints } from '../tender-alerts/schemas';
import { tenderImportEndpoints, tenderStaffImportEndpoints } from '../tender-import/schemas';

/**
 * Every JSON endpoint of /api: path → method, request schema, reply schema.
 * The server registers its routes from these tables (server/http/endpoint.ts)
 * and the browser's client is typed by this one (app/lib/api-client.ts, type
 * only: no schema reaches the browser). Decision 0021.
 */
export const apiContract = {
  ...tenderEndpoints,
  ...paperEndpoints,
  ...tenderAlertEndpoints,
  ...tenderImportEndpoints,
  ...tenderStaffImportEndpoints,
  ...libraryEndpoints,
  ...learningEndpoints,
  ...helpEndpoints,
  ...solutionEndpoints,
  ...productEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...crmEndpoints,
  ...newsEndpoints,
  ...informationEndpoints,
  ...downloadEndpoints,
  ...searchEndpoints,
  ...siteEndpoints,
  ...sitePagesEndpoints,
  ...recruitEndpoints,
  ...adminEndpoints,
  ...aiEndpoints,
  ...openPlatformEndpoints,
  ...adminStatsEndpoints,
  ...visitorEndpoints,
  ...chatVisitorEndpoints,
  ...chatStaffEndpoints,
  ...traceEndpoints,
};

export type ApiContract = typeof apiContract;

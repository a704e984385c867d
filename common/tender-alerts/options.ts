/**
 * Limits and messages of tender subscriptions (订阅) and their alerts
 * (decision 0031). Plain values: the pages import them.
 */
import { fieldLimits } from '../field-rules';

/** How many subscriptions one user may hold. */
export const SUBSCRIPTION_LIMIT = 10;
export const SUBSCRIPTION_LIMIT_MESSAGE = `最多可保存 ${SUBSCRIPTION_LIMIT} 个订阅，请先删除不再需要的订阅`;
export const SUBSCRIPTION_NOT_FOUND = '订阅不存在或已删除';
/** Words per list (keywords, exclusion words) and regions per subscription. */
export const SUBSCRIPTION_WORDS_MAX = 10;
export const SUBSCRIPTION_REGIONS_MAX = 20;
export const SUBSCRIPTION_NAME_MAX = 20;
/** A keyword is as long as a list's search keyword may be (30). */
export const SUBSCRIPTION_WORD_LENGTH_MAX = fieldLimits.keywords;
/** Budget range bounds in 万元 (a hundred billion yuan is the largest work on record by far). */
export const SUBSCRIPTION_AMOUNT_MAX_WAN = 10_000_000;
/** A new or changed subscription shows the matching notices of this many days at once (as already read). */
export const SUBSCRIPTION_BACKFILL_DAYS = 30;

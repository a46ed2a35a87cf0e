import { CATEGORY_SLUGS, isKnown, ORDER_STATUSES, REBATE_RULES, SPEC_NAMES } from '../../contract'
import type { Translate } from '../../locales'

/**
 * Names of values from sets a provider may grow (categories, order statuses, spec names, rebate rules): the
 * interface text of a known one; for another, the answer's own name, else a generic text.
 */
export const categoryName = (category: { slug: string; name?: string }, t: Translate) =>
  isKnown(CATEGORY_SLUGS, category.slug) ? t(`category.${category.slug}`) : category.name || t('otherCategory')

export const orderStatusName = (status: string, t: Translate) => (isKnown(ORDER_STATUSES, status) ? t(`orderStatus.${status}`) : t('otherOrderStatus'))

/** A spec the storefront has no label of is shown under the provider's own name of it. */
export const specLabel = (name: string, t: Translate) => (isKnown(SPEC_NAMES, name) ? t(`spec.${name}`) : name)

export const rebateRuleName = (rule: string, t: Translate) => (isKnown(REBATE_RULES, rule) ? t(`rebateRule.${rule}`) : t('otherRebateRule'))

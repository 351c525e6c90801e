/**
 * The 56 category codes of the specification, in its order, and the 11 groups they form (decisions.md).
 * The specification announces 58 codes but names 56: the named ones are the set.
 */
export const CATEGORY_GROUPS = {
  PRODUCTIVITY: ['TASKS_ACTIONS', 'METHODS_TECHNIQUES', 'TOOLS_RESOURCES', 'MINDSET_HABITS', 'OUTCOMES'],
  TECHNOLOGY: ['DEVELOPMENT_CODING', 'HARDWARE_DEVICES', 'DATA_AI', 'CYBERSECURITY', 'TRENDS_INNOVATION'],
  BUSINESS: [
    'STRATEGY_PLANNING',
    'FINANCE_ACCOUNTING',
    'MARKETING_SALES',
    'MANAGEMENT_LEADERSHIP',
    'OPERATIONS_LOGISTICS',
  ],
  HEALTH: ['PHYSICAL_HEALTH', 'MENTAL_HEALTH', 'WELLNESS_LIFESTYLE', 'MEDICAL_SCIENTIFIC', 'SPECIFIC_AREAS'],
  LEARNING: [
    'CONCEPTS_THEORIES',
    'STUDY_MEMORIZATION',
    'SKILLS_DEVELOPMENT',
    'RESOURCES_MATERIALS',
    'UNDERSTANDING_APPLICATION',
    'SUBJECT_SPECIFIC',
  ],
  PERSONAL_GROWTH: [
    'SELF_AWARENESS',
    'GOAL_SETTING_ACHIEVEMENT',
    'EMOTIONAL_INTELLIGENCE',
    'MINDSET_GROWTH',
    'HABITS_ROUTINES',
  ],
  FINANCE: ['PERSONAL_FINANCE', 'INVESTING', 'FINANCIAL_LITERACY', 'RETIREMENT_PLANNING', 'TAXES'],
  RELATIONSHIPS: [
    'INTERPERSONAL_RELATIONSHIPS',
    'COMMUNICATION_SKILLS',
    'CONFLICT_RESOLUTION',
    'RELATIONSHIP_BUILDING',
    'FEEDBACK',
  ],
  CREATIVITY: ['CREATIVE_PROCESS', 'ART_FORMS', 'ARTISTIC_TECHNIQUES', 'ART_APPRECIATION', 'EXPRESSION'],
  TRAVEL: [
    'TRAVEL_PLANNING',
    'CULTURAL_EXPERIENCES',
    'EXPLORATION_ADVENTURE',
    'DESTINATION_SPECIFIC',
    'TRAVEL_TIPS',
  ],
  ENVIRONMENT: [
    'ENVIRONMENTAL_ISSUES',
    'ECO_FRIENDLY_PRACTICES',
    'CONSERVATION_EFFORTS',
    'POLICY_ADVOCACY',
    'PERSONAL_IMPACT',
  ],
} as const;

export type CategoryGroup = keyof typeof CATEGORY_GROUPS;
export type CategoryCode = (typeof CATEGORY_GROUPS)[CategoryGroup][number];

export const CATEGORY_GROUP_NAMES: Record<CategoryGroup, string> = {
  PRODUCTIVITY: 'Productivity',
  TECHNOLOGY: 'Technology',
  BUSINESS: 'Business',
  HEALTH: 'Health',
  LEARNING: 'Learning',
  PERSONAL_GROWTH: 'Personal Growth',
  FINANCE: 'Finance',
  RELATIONSHIPS: 'Relationships',
  CREATIVITY: 'Creativity',
  TRAVEL: 'Travel',
  ENVIRONMENT: 'Environment',
};

export const CATEGORY_CODES: readonly CategoryCode[] = Object.values(CATEGORY_GROUPS).flat();

const codeSet: ReadonlySet<string> = new Set(CATEGORY_CODES);

export function isCategoryCode(value: string): value is CategoryCode {
  return codeSet.has(value);
}

export function groupOfCategory(code: CategoryCode): CategoryGroup {
  for (const [group, codes] of Object.entries(CATEGORY_GROUPS) as [CategoryGroup, readonly string[]][]) {
    if (codes.includes(code)) return group;
  }
  throw new Error(`Unknown category code ${code}`);
}

/** The specification's display rule, applied literally: underscores become " & ", each word capitalised. */
export function categoryDisplayName(value: string): string {
  if (!isCategoryCode(value)) return value;
  return value
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' & ');
}

/** The four groups the home dashboard counts (spec section 2). */
export const DASHBOARD_GROUPS = ['PRODUCTIVITY', 'TECHNOLOGY', 'LEARNING', 'BUSINESS'] as const;

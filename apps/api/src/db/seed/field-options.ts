/** The option lists every demo site starts with; sites may change theirs later. */
export const FIELD_OPTIONS: Record<string, [string, string][]> = {
  industry: [
    ['hospitality', 'Hospitality'],
    ['retail', 'Retail'],
    ['technology', 'Technology'],
    ['healthcare', 'Healthcare'],
    ['construction', 'Construction'],
    ['education', 'Education'],
    ['finance', 'Finance'],
    ['household', 'Household services'],
  ],
  business_size: [
    ['1-10', '1–10 employees'],
    ['11-50', '11–50 employees'],
    ['51-200', '51–200 employees'],
    ['201-500', '201–500 employees'],
    ['500+', 'More than 500 employees'],
  ],
};

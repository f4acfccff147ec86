/**
 * Fixed ids of the demo world (shared/demo-data.md), so documentation and tests can rely on them.
 * Pattern: a readable prefix per kind, then a sequence number; all are valid version-4 UUIDs.
 */
export const DEMO_PASSWORD = 'Harbour-Lantern-47!';

export const CLIENT_IDS = {
  demo: 'c1e00000-0000-4000-8000-000000000001',
  northwind: 'c1e00000-0000-4000-8000-000000000002',
} as const;

export const SCHEME_IDS = {
  demo2026: '5c4e0000-0000-4000-8000-000000000001',
  northwind2026: '5c4e0000-0000-4000-8000-000000000002',
} as const;

export const USER_IDS = {
  demoEmployee: 'a5e40000-0000-4000-8000-000000000001',
  demoEmployer: 'a5e40000-0000-4000-8000-000000000002',
  demoMfa: 'a5e40000-0000-4000-8000-000000000003',
  demoFirstLogin: 'a5e40000-0000-4000-8000-000000000004',
  demoNotActivated: 'a5e40000-0000-4000-8000-000000000005',
  demoLeaver: 'a5e40000-0000-4000-8000-000000000006',
  northwindEmployee: 'a5e40000-0000-4000-8000-000000000007',
  northwindEmployer: 'a5e40000-0000-4000-8000-000000000008',
  platformAdmin: 'a5e40000-0000-4000-8000-000000000009',
  demoSingleSignOn: 'a5e40000-0000-4000-8000-00000000000a',
  demoProbation: 'a5e40000-0000-4000-8000-00000000000b',
  demoApprover: 'a5e40000-0000-4000-8000-00000000000c',
} as const;

export const CONTENT_IDS = {
  demoTerms1: 'c0de0000-0000-4000-8000-000000000001',
  demoTerms2: 'c0de0000-0000-4000-8000-000000000002',
  demoTerms3: 'c0de0000-0000-4000-8000-000000000003',
  demoPrivacy: 'c0de0000-0000-4000-8000-000000000004',
  demoCookie: 'c0de0000-0000-4000-8000-000000000005',
  northwindTerms1: 'c0de0000-0000-4000-8000-000000000006',
  northwindPrivacy: 'c0de0000-0000-4000-8000-000000000007',
  northwindCookie: 'c0de0000-0000-4000-8000-000000000008',
} as const;

/** The demo tenant's current terms revision (employee@demo.test has accepted it). */
export const DEMO_CURRENT_TERMS_REVISION = 3;

/** Riley Quinn's activation link is /activation/demo-activation-riley (shared/demo-data.md). */
export const DEMO_ACTIVATION_TOKEN = 'demo-activation-riley';

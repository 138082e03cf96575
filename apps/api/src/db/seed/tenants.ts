import type { SiteBranding, SiteSettings } from '../schema/tenancy.js';

interface SiteSeed {
  name: string;
  title: string;
  domains: string[];
  logo: string;
  branding: SiteBranding;
  settings: SiteSettings;
}

interface AccountSeed {
  name: string;
  title: string;
  sites: SiteSeed[];
}

const pageTexts = (brand: string) => ({
  login: { title: `Welcome to ${brand}`, subtitle: 'Sign in to manage your employers, jobs and candidates.' },
  forgot_password: { title: 'Forgot your password?', subtitle: 'We will email you a link to reset it.' },
  register: null,
});

/** Two accounts with two sites each; `localhost` and `127.0.0.1` belong to different acme sites. */
export const TENANTS: AccountSeed[] = [
  {
    name: 'acme',
    title: 'Acme Recruitment',
    sites: [
      {
        name: 'careers',
        title: 'Acme Careers',
        domains: ['localhost', 'careers.acme.test'],
        logo: '/branding/acme-careers.svg',
        branding: {
          primary_color: '#1d4ed8',
          primary_darken_color: '#1e3a8a',
          stylesheet: '/branding/acme-careers.css',
          ...pageTexts('Acme Careers'),
        },
        settings: { languages: ['en', 'fr', 'ar'], default_locale: 'en' },
      },
      {
        name: 'jobs',
        title: 'Acme Jobs Board',
        domains: ['127.0.0.1', 'jobs.acme.test'],
        logo: '/branding/acme-jobs.svg',
        branding: {
          primary_color: '#7e22ce',
          primary_darken_color: '#581c87',
          stylesheet: '/branding/acme-jobs.css',
          ...pageTexts('Acme Jobs Board'),
        },
        settings: { languages: ['en'], default_locale: 'en' },
      },
    ],
  },
  {
    name: 'globex',
    title: 'Globex Staffing',
    sites: [
      {
        name: 'talent',
        title: 'Globex Talent',
        domains: ['talent.globex.test'],
        logo: '/branding/globex-talent.svg',
        branding: {
          primary_color: '#0f766e',
          primary_darken_color: '#134e4a',
          stylesheet: null,
          ...pageTexts('Globex Talent'),
        },
        settings: { languages: ['en'], default_locale: 'en' },
      },
      {
        name: 'partners',
        title: 'Globex Partners',
        domains: ['partners.globex.test'],
        logo: '/branding/globex-talent.svg',
        branding: {
          primary_color: '#b45309',
          primary_darken_color: '#78350f',
          stylesheet: null,
          ...pageTexts('Globex Partners'),
        },
        settings: { languages: ['fr', 'en'], default_locale: 'fr' },
      },
    ],
  },
];

/** One demo user per role; all share the demo password. */
export const DEMO_PASSWORD = 'demo-pass-1234';

export const DEMO_USERS: {
  email: string;
  name: string;
  role: string;
  scope: { account: string; site?: string; employer?: string };
}[] = [
  { email: 'owner@acme.test', name: 'Olivia Owner', role: 'account-owner', scope: { account: 'acme' } },
  { email: 'manager@acme.test', name: 'Max Manager', role: 'account-admin', scope: { account: 'acme' } },
  { email: 'admin@acme.test', name: 'Ada Admin', role: 'site-admin', scope: { account: 'acme', site: 'careers' } },
  {
    email: 'recruiter@acme.test',
    name: 'Rita Recruiter',
    role: 'recruiter',
    scope: { account: 'acme', site: 'careers' },
  },
  {
    email: 'employer@acme.test',
    name: 'Eli Employer',
    role: 'employer-admin',
    scope: { account: 'acme', site: 'careers', employer: 'Acme Bakery' },
  },
  {
    email: 'staff@acme.test',
    name: 'Sam Staff',
    role: 'employer-user',
    scope: { account: 'acme', site: 'careers', employer: 'Acme Bakery' },
  },
  { email: 'owner@globex.test', name: 'Grace Globex', role: 'account-owner', scope: { account: 'globex' } },
];

type Status = 'active' | 'disabled' | 'on_hold' | 'rejected';

export interface EmployerSeed {
  site: string;
  type: 'business' | 'household';
  business_name: string;
  industry: string | null;
  business_size: string | null;
  contact_name: string;
  status: Status;
  live_jobs_count: number;
}

const INDUSTRIES = ['hospitality', 'retail', 'technology', 'healthcare', 'construction', 'education'];
const SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'];
const NAMES = [
  'Acme Bakery',
  'Bright Dental',
  'Cedar Construction',
  'Delta Logistics',
  'Evergreen Care',
  'Fable Books',
  'Granite Works',
  'Harbor Cafe',
  'Iris Clinic',
  'Juniper Tech',
  'Kestrel Retail',
  'Lumen Labs',
  'Maple School',
  'Nimbus Cloud',
  'Orchid Spa',
  'Pioneer Builders',
  'Quartz Legal',
  'Riverside Hotel',
  'Summit Health',
  'Tidal Marine',
  'Umbra Studio',
  'Vertex Finance',
];
const STATUSES: Status[] = ['active', 'active', 'active', 'on_hold', 'active', 'disabled', 'active', 'rejected'];

/** A deterministic spread of employers: both types, every status, several industries. */
export function employerSeeds(): EmployerSeed[] {
  const seeds: EmployerSeed[] = NAMES.map((name, i) => ({
    site: 'acme/careers',
    type: i % 5 === 4 ? 'household' : 'business',
    business_name: name,
    industry: INDUSTRIES[i % INDUSTRIES.length] ?? null,
    business_size: SIZES[i % SIZES.length] ?? null,
    contact_name: `Contact ${name.split(' ')[0]}`,
    status: i === 0 ? 'active' : (STATUSES[i % STATUSES.length] ?? 'active'),
    live_jobs_count: (i * 3) % 7,
  }));
  const others: [string, string, Status][] = [
    ['acme/jobs', 'Northwind Traders', 'active'],
    ['acme/jobs', 'Southwind Farms', 'on_hold'],
    ['globex/talent', 'Globex Manufacturing', 'active'],
    ['globex/talent', 'Initech Systems', 'on_hold'],
    ['globex/talent', 'Hooli Household', 'active'],
    ['globex/partners', 'Umbrella Partners', 'active'],
  ];
  for (const [site, name, status] of others) {
    seeds.push({
      site,
      type: name.includes('Household') ? 'household' : 'business',
      business_name: name,
      industry: 'technology',
      business_size: '51-200',
      contact_name: `Contact ${name.split(' ')[0]}`,
      status,
      live_jobs_count: 2,
    });
  }
  return seeds;
}

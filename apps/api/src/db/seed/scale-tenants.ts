/**
 * The job-board-size data set (`npm run seed:scale`): five accounts, twenty sites, and the share of
 * the employers (and so of the jobs) each site holds — uneven, as on a real board where one flagship
 * site dwarfs the rest.
 */
export const SCALE_ACCOUNTS: {
  name: string;
  title: string;
  sites: { name: string; title: string; share: number }[];
}[] = [
  {
    name: 'northstar',
    title: 'Northstar Recruitment',
    sites: [
      { name: 'careers', title: 'Northstar Careers', share: 0.4 },
      { name: 'jobs', title: 'Northstar Jobs', share: 0.08 },
      { name: 'healthcare', title: 'Northstar Healthcare Jobs', share: 0.05 },
      { name: 'graduates', title: 'Northstar Graduates', share: 0.025 },
    ],
  },
  {
    name: 'meridian',
    title: 'Meridian Job Boards',
    sites: [
      { name: 'jobs', title: 'Meridian Jobs', share: 0.18 },
      { name: 'tech', title: 'Meridian Tech Jobs', share: 0.06 },
      { name: 'retail', title: 'Meridian Retail Jobs', share: 0.03 },
    ],
  },
  {
    name: 'harbour',
    title: 'Harbour Staffing',
    sites: [
      { name: 'talent', title: 'Harbour Talent', share: 0.12 },
      { name: 'hospitality', title: 'Harbour Hospitality', share: 0.04 },
      { name: 'maritime', title: 'Harbour Maritime', share: 0.015 },
    ],
  },
  {
    name: 'summit',
    title: 'Summit Talent Group',
    sites: [
      { name: 'jobs', title: 'Summit Jobs', share: 0.09 },
      { name: 'engineering', title: 'Summit Engineering Jobs', share: 0.03 },
      { name: 'finance', title: 'Summit Finance Careers', share: 0.02 },
      { name: 'education', title: 'Summit Education Jobs', share: 0.015 },
      { name: 'trades', title: 'Summit Trades', share: 0.01 },
    ],
  },
  {
    name: 'pioneer',
    title: 'Pioneer Careers',
    sites: [
      { name: 'careers', title: 'Pioneer Careers', share: 0.07 },
      { name: 'care', title: 'Pioneer Care Jobs', share: 0.02 },
      { name: 'logistics', title: 'Pioneer Logistics Jobs', share: 0.015 },
      { name: 'remote', title: 'Pioneer Remote', share: 0.01 },
      { name: 'local', title: 'Pioneer Local', share: 0.005 },
    ],
  },
];

/** Every scale-data address ends so; `--reset` deletes the users by it. */
export const SCALE_MAIL_DOMAIN = 'scale.test';

/** The site admin of a scale site, who signs in with the demo password (the bench uses the biggest site's). */
export const scaleSiteAdmin = (account: string, site: string) => `admin.${site}@${account}.${SCALE_MAIL_DOMAIN}`;

/** A comma-separated list written over several lines. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// Word lists for names that read like a real board's: "<place or adjective> <trade><suffix>".
export const NAME_WORDS = list(`
  Northern, Southern, Eastside, Westfield, Central, Royal, Golden, Silver, Blue, Green, Red Oak,
  Riverside, Harbour, Highland, Lakeside, Summit, Pioneer, Heritage, Premier, Crown, Brightwater,
  Oakwood, Maple, Cedar, Willow, Granite, Coastal, Metro, City, Village, Evergreen, Sunrise,
  Horizon, Atlas, Apex, Vertex, Beacon, Anchor, Falcon, Phoenix, Kingston, Bristol, Leeds, York,
  Cambridge, Oxford, Brighton, Dover, Chester, Bath, Camden, Hampton, Ashford, Redwood,
  Stonebridge, Fairview, Clearwater, Silverline, Northgate, Parkside
`);
/** A trade and the industry (a seeded field option) it belongs to. */
export const TRADES = list(`
  Bakery: hospitality, Cafe: hospitality, Hotel: hospitality, Catering: hospitality,
  Restaurant: hospitality, Brewery: hospitality, Grocers: retail, Pharmacy: retail,
  Fashion: retail, Hardware: retail, Books: retail, Furniture: retail, Software: technology,
  Digital: technology, Data Systems: technology, Networks: technology, Labs: technology,
  Robotics: technology, Dental: healthcare, Care Homes: healthcare, Clinic: healthcare,
  Physio: healthcare, Medical: healthcare, Nursing: healthcare, Builders: construction,
  Construction: construction, Roofing: construction, Electrical: construction,
  Plumbing: construction, Joinery: construction, Academy: education, School: education,
  Tutors: education, Nursery: education, College: education, Accountants: finance,
  Insurance: finance, Capital: finance, Wealth: finance, Lending: finance, Logistics: technology,
  Cleaning: household, Gardening: household, Home Care: household
`).map((entry) => entry.split(': ') as [string, string]);
// Weighted: most names carry no suffix.
export const NAME_SUFFIXES = ['', '', '', ' Ltd', ' Ltd', ' Group', ' & Co', ' Services', ' Partners', ' Holdings'];
export const FIRST_NAMES = list(`
  Oliver, Amelia, George, Isla, Harry, Ava, Noah, Mia, Jack, Ivy, Leo, Grace, Arthur, Freya,
  Muhammad, Lily, Oscar, Sophia, Charlie, Emily, Jacob, Ella, Thomas, Poppy, Henry, Evie, Finley,
  Chloe, Alfie, Maria, Samuel, Zara, Joseph, Aisha, Daniel, Fatima, Lucas, Sara, Adam, Nora,
  Yusuf, Elena, Omar, Hannah, David, Priya, Ethan, Chen, Mateo, Lena
`);
export const LAST_NAMES = list(`
  Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Patel, Robinson, Wright,
  Thompson, Evans, Walker, White, Roberts, Green, Hall, Thomas, Clarke, Jackson, Wood, Harris,
  Edwards, Turner, Martin, Cooper, Hill, Ward, Hughes, Moore, Clark, King, Harrison, Lewis,
  Baker, Lee, Allen, Morris, Khan, Scott, Watson, Davis, Parker, James, Bennett, Young, Phillips,
  Richardson, Mitchell, Bailey, Carter, Cook, Singh, Shaw, Bell, Collins, Morgan, Kelly, Begum,
  Miller, Cox, Hussain, Marshall, Simpson, Price, Anderson, Adams
`);
export const STREETS = list(`
  High Street, Station Road, Church Lane, Mill Road, Park Avenue, Victoria Road, Market Square,
  Queen Street, Bridge Street, Harbour Way
`);
export const CITIES = list(`
  London, Manchester, Birmingham, Leeds, Glasgow, Bristol, Liverpool, Cardiff, Edinburgh,
  Belfast, Nottingham, Sheffield
`);

/** Job titles: a seniority (most carry none) before a role. */
export const JOB_LEVELS = ['', '', '', '', 'Senior ', 'Junior ', 'Lead ', 'Trainee ', 'Assistant ', 'Head '];
/** A role and the classification (a seeded field option) it belongs to. */
export const JOB_ROLES = list(`
  Pastry Chef: hospitality, Sous Chef: hospitality, Barista: hospitality, Waiter: hospitality,
  Night Porter: hospitality, Housekeeper: hospitality, Receptionist: administration,
  Office Manager: administration, Data Entry Clerk: administration, Personal Assistant: administration,
  Accountant: accounting, Payroll Officer: accounting, Bookkeeper: accounting, Auditor: accounting,
  Site Supervisor: construction, Bricklayer: construction, Quantity Surveyor: construction,
  Teacher: education, Teaching Assistant: education, Tutor: education, Civil Engineer: engineering,
  Mechanical Engineer: engineering, Electrical Engineer: engineering, Staff Nurse: healthcare,
  Care Assistant: healthcare, Dental Nurse: healthcare, Pharmacist: healthcare, Physiotherapist: healthcare,
  Software Developer: it, Data Analyst: it, Support Engineer: it, Network Administrator: it,
  Marketing Executive: marketing, Content Writer: marketing, Sales Assistant: retail,
  Store Manager: retail, Merchandiser: retail, Account Manager: sales, Sales Representative: sales,
  Electrician: trades, Plumber: trades, Carpenter: trades, Delivery Driver: transport,
  Warehouse Operative: transport, Forklift Driver: transport
`).map((entry) => entry.split(': ') as [string, string]);

/**
 * Written-out subdivision names of the countries stores price by subdivision (US states, Canadian provinces and
 * territories, Australian states and territories), each to its ISO 3166-2 code. Buyers type "California" where
 * pricing regions say `US-CA`; without this the address matched no shipping or tax region and was priced as the
 * rest of the world. The address itself keeps what the buyer wrote: only the comparison reads the code.
 */

const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    Alabama: 'AL',
    Alaska: 'AK',
    Arizona: 'AZ',
    Arkansas: 'AR',
    California: 'CA',
    Colorado: 'CO',
    Connecticut: 'CT',
    Delaware: 'DE',
    'District of Columbia': 'DC',
    Florida: 'FL',
    Georgia: 'GA',
    Hawaii: 'HI',
    Idaho: 'ID',
    Illinois: 'IL',
    Indiana: 'IN',
    Iowa: 'IA',
    Kansas: 'KS',
    Kentucky: 'KY',
    Louisiana: 'LA',
    Maine: 'ME',
    Maryland: 'MD',
    Massachusetts: 'MA',
    Michigan: 'MI',
    Minnesota: 'MN',
    Mississippi: 'MS',
    Missouri: 'MO',
    Montana: 'MT',
    Nebraska: 'NE',
    Nevada: 'NV',
    'New Hampshire': 'NH',
    'New Jersey': 'NJ',
    'New Mexico': 'NM',
    'New York': 'NY',
    'North Carolina': 'NC',
    'North Dakota': 'ND',
    Ohio: 'OH',
    Oklahoma: 'OK',
    Oregon: 'OR',
    Pennsylvania: 'PA',
    'Rhode Island': 'RI',
    'South Carolina': 'SC',
    'South Dakota': 'SD',
    Tennessee: 'TN',
    Texas: 'TX',
    Utah: 'UT',
    Vermont: 'VT',
    Virginia: 'VA',
    Washington: 'WA',
    'Washington DC': 'DC',
    'West Virginia': 'WV',
    Wisconsin: 'WI',
    Wyoming: 'WY',
    'American Samoa': 'AS',
    Guam: 'GU',
    'Northern Mariana Islands': 'MP',
    'Puerto Rico': 'PR',
    'United States Minor Outlying Islands': 'UM',
    'U.S. Virgin Islands': 'VI',
    'US Virgin Islands': 'VI',
    'Virgin Islands': 'VI',
  },
  CA: {
    Alberta: 'AB',
    'British Columbia': 'BC',
    Manitoba: 'MB',
    'New Brunswick': 'NB',
    'Newfoundland and Labrador': 'NL',
    Newfoundland: 'NL',
    'Nova Scotia': 'NS',
    Ontario: 'ON',
    'Prince Edward Island': 'PE',
    Quebec: 'QC',
    Saskatchewan: 'SK',
    'Northwest Territories': 'NT',
    Nunavut: 'NU',
    Yukon: 'YT',
  },
  AU: {
    'Australian Capital Territory': 'ACT',
    'New South Wales': 'NSW',
    'Northern Territory': 'NT',
    Queensland: 'QLD',
    'South Australia': 'SA',
    Tasmania: 'TAS',
    Victoria: 'VIC',
    'Western Australia': 'WA',
  },
};

/** Case, accents ("Québec"), dots and extra spaces do not change a name. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(NAMES).flatMap(([country, names]) =>
    Object.entries(names).map(([name, code]) => [`${country}:${nameKey(name)}`, `${country}-${code}`]),
  ),
);

/**
 * The ISO 3166-2 code of a written-out subdivision name (`US`, "new york" → `US-NY`), if the name is known.
 * @param country - ISO 3166-1 alpha-2 country (any case)
 * @param name - the subdivision as written
 */
export function subdivisionCodeOfName(country: string, name: string): string | undefined {
  return BY_KEY.get(`${country.toUpperCase()}:${nameKey(name)}`);
}

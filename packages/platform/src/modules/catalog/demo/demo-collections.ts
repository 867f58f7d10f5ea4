import type { DemoCollection } from './demo-types';

/**
 * The six collections of the demo store "Bazaar Outfitters". Names stay ≤ 50 characters and
 * descriptions ≤ 600 (business-rules §6C rule 176); "All Products" is not listed because every
 * product belongs to it automatically (rule 175).
 */
export const demoCollections: DemoCollection[] = [
  {
    key: 'trail-apparel',
    color: '#2f5d50',
    collection: {
      name: 'Trail Apparel',
      slug: 'trail-apparel',
      description:
        'Layers that breathe on the climb and keep the wind out at the top: jackets, fleece, base layers and the small things that keep you warm.',
      visible: true,
    },
  },
  {
    key: 'camp-kitchen',
    color: '#c0392b',
    collection: {
      name: 'Camp Kitchen',
      slug: 'camp-kitchen',
      description: 'Enamel, cast iron and titanium for coffee at sunrise and dinner by the fire.',
      visible: true,
    },
  },
  {
    key: 'shelter-and-sleep',
    color: '#3c6e9f',
    collection: {
      name: 'Shelter & Sleep',
      slug: 'shelter-and-sleep',
      description:
        'Tents, tarps, sleeping bags and hammocks for a good night under the stars, whatever the weather.',
      visible: true,
    },
  },
  {
    key: 'packs-and-carry',
    color: '#b5562f',
    collection: {
      name: 'Packs & Carry',
      slug: 'packs-and-carry',
      description:
        'Daypacks, trekking packs, dry bags and the organisers that keep everything where you left it.',
      visible: true,
    },
  },
  {
    key: 'cabin-home',
    color: '#b87333',
    collection: {
      name: 'Cabin Home',
      slug: 'cabin-home',
      description: 'Wool blankets, candles, lanterns and handmade wood for bringing the outdoors inside.',
      visible: true,
    },
  },
  {
    key: 'guides-and-gifts',
    color: '#6d4c8d',
    collection: {
      name: 'Guides & Gifts',
      slug: 'guides-and-gifts',
      description:
        'Downloadable field guides, books and small presents for the people who would rather be outside.',
      visible: true,
    },
  },
];

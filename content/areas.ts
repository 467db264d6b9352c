// Where Star Tile works: the contact page's service areas, the Portland page and the four city pages.
import { parseContent } from './parse'
import { cityPagesSchema, portlandPageSchema, serviceAreasSchema } from './schemas'

const FILE = 'content/areas.ts'

/** Contact page, 'Our Service Areas'. The office mark goes on the city of the address (content/business.ts). */
export const serviceAreas = parseContent(FILE, serviceAreasSchema, [
  { name: 'Portland', description: 'Downtown and surrounding areas' },
  { name: 'Beaverton', description: 'West Portland metro' },
  { name: 'Gresham', description: 'East Portland metro' },
  { name: 'Lake Oswego', description: 'South Portland metro' },
  { name: 'Tigard', description: 'Southwest Portland metro' },
  { name: 'Milwaukie', description: 'Southeast Portland metro' },
])

/** /tile-installation-portland */
export const portlandPage = parseContent(FILE, portlandPageSchema, {
  path: '/tile-installation-portland',
  hero: {
    title: 'Tile Installation in Portland, Oregon',
    subtitle:
      'Backsplashes, showers, floors and custom tile for Portland homes and businesses, from Craftsman bungalows to Pearl District condos.',
  },
  image: 'hero-portland',
  intro: [
    "Much of Portland's housing is old by West Coast standards. Across the east side, streets of bungalows, Old Portland foursquares and Craftsman homes built before the Second World War sit next to postwar ranches and new infill. Those older houses are full of character and full of surprises: joists that have sagged a little over a century, walls that are out of plumb, and bathrooms that have been remodeled three times over the original floor. Good tile work here starts with finding those problems and fixing them.",
    'Then there is the weather. From October to May the city is damp and gray, basements stay cool and humid, and bathrooms rarely dry out on their own. We build every shower on a continuous waterproof membrane, check basement slabs for moisture before laying a floor, and recommend tiles and grouts that stay clean and sound in a wet climate. The result is tile that still looks right years from now.',
  ],
  services: [
    {
      title: 'Kitchen Backsplashes',
      text: 'Subway, handmade, stone or large-format tile, laid out around windows, outlets and open shelving so the pattern looks intentional.',
    },
    {
      title: 'Bathroom & Shower Tile',
      text: 'Walk-in showers, tub surrounds and bathroom floors built over a continuous waterproof layer, from vintage-style hex to modern porcelain.',
    },
    {
      title: 'Tile & Stone Flooring',
      text: 'Porcelain, ceramic and natural stone floors for kitchens, entries and living spaces, with the subfloor stiffened and leveled first.',
    },
    {
      title: 'Basement Floors',
      text: 'Tile suits a basement slab better than carpet or wood. We check for moisture and use membranes that let the floor handle it.',
    },
    {
      title: 'Fireplace Surrounds',
      text: 'New tile or stone around a wood or gas fireplace, from a slim surround to a full-height feature wall, with heat-rated setting materials.',
    },
    {
      title: 'Patios & Commercial Spaces',
      text: 'Frost-resistant porcelain for covered patios and entries, and durable floors and walls for shops, offices and restaurants.',
    },
  ],
  neighborhoods: [
    'Alberta Arts District',
    'Laurelhurst',
    'Sellwood-Moreland',
    'Hawthorne',
    'Irvington',
    'Pearl District',
    'Nob Hill',
    'St. Johns',
    'Multnomah Village',
    'Mount Tabor',
  ],
  closing: {
    heading: 'Planning a Tile Project in Portland?',
    text: 'Tell us about your kitchen, bathroom or floor and we will set up a free in-home consultation anywhere in the city. We reply to every request within {replyHours} hours.',
  },
  articleTopics: ['costs', 'climate', 'hiring'],
})

/** /tile-contractor-<slug> */
export const cityPages = parseContent(FILE, cityPagesSchema, [
  {
    slug: 'beaverton',
    path: '/tile-contractor-beaverton',
    meta: {
      title: 'Tile Contractor in Beaverton, OR',
      description:
        'Licensed tile contractor for Beaverton homes in Cedar Hills, Murrayhill, Sexton Mountain and beyond: showers, backsplashes and floors. Get your free quote.',
    },
    city: 'Beaverton',
    hero: {
      title: 'Tile Contractor in Beaverton, OR',
      subtitle: 'Bathrooms, kitchens and floors for Beaverton homes, from Cedar Hills ranches to new builds on South Cooper Mountain.',
    },
    image: 'hero-beaverton',
    paragraphs: [
      'Beaverton grew quickly from the 1960s on, and its houses show it. Cedar Hills and Highland are full of ranches and split-levels, Murrayhill and Sexton Mountain filled with two-story homes in the 1980s and 1990s, and South Cooper Mountain is still being built. Each era brings its own tile work: original bathroom tile set over mortar beds, tub surrounds tiled straight onto drywall that has softened behind the grout, and newer homes whose engineered subfloors need the right underlayment before tile goes down.',
      "Beaverton sits in the Tualatin Valley, west of the hills, and shares Washington County's long wet season. From fall to late spring, entries and mudrooms take a steady supply of wet shoes, bathrooms get little sun to dry them, and covered patios stay damp for weeks. We use textured porcelain for entries and laundry rooms, build every shower on a continuous waterproof membrane, and choose outdoor tile that is rated for the freezing nights the valley gets most winters.",
      'Common requests from Beaverton homeowners include turning a dated tub and shower combination into a walk-in shower, replacing worn carpet or laminate in a kitchen and family room with large-format or wood-look porcelain, and adding a backsplash when new countertops go in. Families with young children often ask for slip-resistant floors and grout colors that hide everyday wear. We also tile break rooms, restrooms and entries for small businesses and offices around the city.',
    ],
    services: [
      {
        title: 'Bathroom & Shower Remodels',
        text: 'Tub-to-shower conversions, walk-in showers and new bathroom floors, waterproofed from the framing out.',
      },
      {
        title: 'Kitchen Backsplashes',
        text: 'A new backsplash to go with new counters, laid out and trimmed around outlets, windows and range hoods.',
      },
      {
        title: 'Wood-Look & Large-Format Floors',
        text: 'Porcelain planks and large tiles through kitchens and family rooms, on a flat, stiff subfloor so they stay crack-free.',
      },
      {
        title: 'Entry & Mudroom Floors',
        text: 'Textured, easy-clean porcelain where wet shoes and rain gear come in for eight months of the year.',
      },
      {
        title: 'Fireplace Surrounds',
        text: 'Tile or stone to replace a dated brick or builder-grade surround, with heat-rated setting materials.',
      },
      {
        title: 'Commercial Tile',
        text: 'Restrooms, break rooms and entries for offices and shops, with commercial-grade tile made for heavy foot traffic.',
      },
    ],
    neighborhoods: [
      'Central Beaverton',
      'Cedar Hills',
      'Cedar Mill',
      'Murrayhill',
      'Sexton Mountain',
      'Highland',
      'South Cooper Mountain',
      'Five Oaks/Triple Creek',
    ],
    note: "Don't see your neighborhood? We serve all of Beaverton and nearby Aloha, Bethany, Raleigh Hills and the rest of Washington County's east side.",
    closing: {
      heading: 'Ready to Start Your Beaverton Tile Project?',
      text: 'Book a free in-home consultation. We will measure the space, check what is under the old tile or flooring, and send you a written quote. We reply within {replyHours} hours.',
    },
    articleTopics: ['costs', 'planning', 'kitchens'],
  },
  {
    slug: 'tigard',
    path: '/tile-contractor-tigard',
    meta: {
      title: 'Tile Contractor in Tigard, OR',
      description:
        'Tile installation in Tigard, from Bull Mountain and Summerlake to River Terrace: shower conversions, backsplashes and porcelain floors. Request a free quote.',
    },
    city: 'Tigard',
    hero: {
      title: 'Tile Contractor in Tigard, OR',
      subtitle:
        'Tile installation for Tigard homes and businesses, from Metzger ranches and Summerlake family homes to new construction in River Terrace.',
    },
    image: 'hero-tigard',
    paragraphs: [
      'Tigard packs several generations of housing into one city. Metzger and the streets around Washington Square have mid-century ranches, the neighborhoods near Summerlake and Cook Park filled in through the 1970s and 1980s, Bull Mountain added hillside homes through the 1990s and 2000s, and River Terrace is brand new. Older houses often still have their original pastel bathroom tile and sheet vinyl in the kitchen, while many newer ones have builder-grade tile their owners are ready to replace.',
      "Much of Tigard sits low along Fanno Creek and the Tualatin River, and the heavy clay soils common here hold water against foundations all winter. That moisture finds its way into daylight basements and slab floors, so we check a slab before tiling it and use membranes that let the floor cope with a little vapor. Outside, front steps and covered patios need textured porcelain that stays grippy in the rain and won't crack in a freeze.",
      'Tigard homeowners often ask us for a backsplash to finish a kitchen with new quartz counters, or for a tub-to-shower conversion with a low curb or curbless entry, planned with blocking in the walls for grab bars later. In open-plan homes on Bull Mountain and in River Terrace, large-format porcelain running through the main floor is a frequent choice. Fireplace updates that replace brick or dated tile with stone or large porcelain panels come up often too.',
    ],
    services: [
      {
        title: 'Kitchen Backsplashes',
        text: 'Tile that finishes a kitchen remodel, matched to new counters and set around every outlet, window and shelf.',
      },
      {
        title: 'Tub-to-Shower Conversions',
        text: 'Low-curb and curbless walk-in showers with full waterproofing, built to be easy to use for years to come.',
      },
      {
        title: 'Large-Format Porcelain Floors',
        text: 'Big tiles through open-plan main floors, with the subfloor flattened first so the edges sit flush.',
      },
      {
        title: 'Basement & Slab Floors',
        text: 'Tile for daylight basements and slab floors, installed over a membrane suited to the moisture in the slab.',
      },
      {
        title: 'Fireplace Surrounds',
        text: 'Stone or porcelain panels to replace dated brick or tile, with heat-rated mortar and clean mitered edges.',
      },
      {
        title: 'Patios & Entries',
        text: 'Frost-resistant, textured tile for covered patios, porches and steps that see rain most of the year.',
      },
    ],
    neighborhoods: [
      'Downtown Tigard',
      'Bull Mountain',
      'Summerlake',
      'River Terrace',
      'Tigard Triangle',
      'Metzger',
      'Washington Square',
      'Cook Park area',
    ],
    note: "Don't see your neighborhood? We serve all of Tigard and nearby King City, Durham, Tualatin and Sherwood.",
    closing: {
      heading: 'Ready to Start Your Tigard Tile Project?',
      text: 'Request a free in-home consultation and a written quote for your kitchen, bathroom or floor. We reply to every request within {replyHours} hours.',
    },
    articleTopics: ['wet-rooms', 'bathrooms', 'grout'],
  },
  {
    slug: 'gresham',
    path: '/tile-contractor-gresham',
    meta: {
      title: 'Tile Contractor in Gresham, OR',
      description:
        'Your local Gresham tile installer: bathrooms, backsplashes, heated floors and frost-resistant patios for homes across east county. Book a free consultation.',
    },
    city: 'Gresham',
    hero: {
      title: 'Tile Contractor in Gresham, OR',
      subtitle:
        'Gresham is home for Star Tile. We tile kitchens, bathrooms, floors and patios for our neighbors across the city and east Multnomah County.',
    },
    image: 'hero-gresham',
    paragraphs: [
      'Gresham is where Star Tile is based, and its houses are the ones we know best. There are older homes around historic downtown, postwar ranches and 1970s split-levels in Rockwood, Centennial and North Gresham, hillside homes on Gresham Butte, and newer subdivisions in Pleasant Valley and Kelly Creek. In a single month we might replace a cracked, mortar-set bathroom floor in a 1950s ranch and tile the first backsplash in a house that was finished last year.',
      'Gresham sits at the mouth of the Columbia River Gorge, and the east wind makes its winters colder than the rest of the metro, with hard freezes and the occasional ice storm. Water that gets under outdoor tile freezes and lifts it, so porches, steps and patios need frost-resistant porcelain or dense stone set over a sloped base that drains. Indoors, those cold snaps make a heated bathroom floor worth considering, and we install tile over radiant systems.',
      "Gresham homeowners often ask us to update split-level bathrooms, replace tired vinyl in kitchens and entries, and add hard-wearing mudroom floors for boots coming in from the Springwater Corridor trail and the Buttes. Fireplace surrounds and backsplashes are regular requests too, as are tub surrounds and floors refreshed before a house goes on the market. Because we're local, a consultation is a short drive for us, and you're working with a family business whose own neighbors will see the result.",
    ],
    services: [
      {
        title: 'Bathroom Remodels',
        text: 'New showers, tub surrounds and floors for split-levels and ranches, with full waterproofing behind the tile.',
      },
      {
        title: 'Kitchen Backsplashes',
        text: 'Classic subway, patterned or stone backsplashes, set level and finished with sealed grout.',
      },
      {
        title: 'Kitchen & Entry Floors',
        text: 'Porcelain and ceramic floors to replace worn vinyl, on a subfloor made stiff and flat first.',
      },
      {
        title: 'Heated Tile Floors',
        text: 'Tile installed over radiant floor heating for bathrooms that feel cold through an east-wind winter.',
      },
      {
        title: 'Outdoor Patios & Steps',
        text: 'Frost-resistant tile and stone over a drained, sloped base, built for Gresham freezes.',
      },
      {
        title: 'Fireplaces & Accent Walls',
        text: 'Surrounds and feature walls in tile or stone, planned with you from the layout to the last cut.',
      },
    ],
    neighborhoods: [
      'Historic Downtown',
      'Gresham Butte',
      'Rockwood',
      'Centennial',
      'Pleasant Valley',
      'Powell Valley',
      'Kelly Creek',
      'North Gresham',
    ],
    note: "Don't see your neighborhood? We serve all of Gresham and nearby Troutdale, Fairview, Wood Village, Happy Valley and Boring.",
    closing: {
      heading: 'Ready to Start Your Gresham Tile Project?',
      text: 'Book a free in-home consultation with your local tile installer. We will look at the space, talk through options and send a written quote, and we reply within {replyHours} hours.',
    },
    articleTopics: ['hiring', 'installation', 'maintenance'],
  },
  {
    slug: 'lake-oswego',
    path: '/tile-contractor-lake-oswego',
    meta: {
      title: 'Tile Contractor in Lake Oswego, OR',
      description:
        'Natural stone bathrooms, custom showers and patterned floors for Lake Oswego homes, from First Addition to Westlake. Schedule your free in-home consultation.',
    },
    city: 'Lake Oswego',
    hero: {
      title: 'Tile Contractor in Lake Oswego, OR',
      subtitle:
        'Natural stone, custom showers and patterned floors for Lake Oswego homes, from First Addition cottages to lakefront remodels.',
    },
    image: 'hero-lake-oswego',
    paragraphs: [
      'Lake Oswego has a housing stock all its own. First Addition and Old Town hold English cottage and Tudor-style homes from the 1920s to the 1940s, lakefront houses line Oswego Lake, Forest Highlands and Uplands have mid-century homes on generous lots, and Mountain Park and Westlake filled in during the 1970s and 1980s. In the older homes we often match or restore period tile; in the newer ones, larger bathrooms and tall ceilings suit floor-to-ceiling stone and bold patterns.',
      'Tall Douglas firs and the lake keep many Lake Oswego lots shaded and damp for most of the year. Moss and algae grow quickly on outdoor surfaces, and polished stone on an uncovered patio turns slippery in the rain. We steer outdoor work toward textured porcelain or honed stone rated for exterior use, set on a base that drains. Indoors, lake-view bathrooms with large windows still need good ventilation and continuous waterproofing behind every shower wall.',
      'Lake Oswego projects often call for natural stone: marble or quartzite in primary bathrooms, stone fireplace surrounds, and herringbone or chevron floors in kitchens and entry halls. These materials and patterns take careful layout, more cutting and proper sealing, and we explain the upkeep each one needs before you commit. We are just as happy to handle smaller updates, from a new kitchen backsplash to a powder room floor, or a careful repair of original tile using the closest match we can find.',
    ],
    services: [
      {
        title: 'Natural Stone Bathrooms',
        text: 'Marble, quartzite and travertine showers and floors, sealed and finished with the care stone needs.',
      },
      {
        title: 'Custom Showers',
        text: 'Curbless, floor-to-ceiling showers with niches and benches, built on continuous waterproofing.',
      },
      {
        title: 'Patterned Floors',
        text: 'Herringbone, chevron and hexagon layouts for kitchens and entries, planned so the pattern centers on the room.',
      },
      {
        title: 'Kitchen Backsplashes',
        text: 'Stone slabs, handmade tile or porcelain, trimmed cleanly to cabinets, hoods and windows.',
      },
      {
        title: 'Fireplace Surrounds',
        text: 'Stone and tile surrounds for living rooms and great rooms, from the hearth to the ceiling.',
      },
      {
        title: 'Outdoor Living Spaces',
        text: 'Slip-resistant porcelain and exterior-rated stone for patios, terraces and entries under the trees.',
      },
    ],
    neighborhoods: ['First Addition', 'Old Town', 'Lake Grove', 'Mountain Park', 'Westlake', 'Palisades', 'Forest Highlands', 'Uplands'],
    note: "Don't see your neighborhood? We serve all of Lake Oswego and nearby West Linn, Dunthorpe and Stafford.",
    closing: {
      heading: 'Ready to Start Your Lake Oswego Tile Project?',
      text: 'Request a free in-home consultation to talk through stone, patterns and layout for your home, followed by a written quote. We reply within {replyHours} hours.',
    },
    articleTopics: ['design', 'kitchens', 'shopping'],
  },
])

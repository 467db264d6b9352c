// The pattern comparison page's words, top to bottom: hero, the tool's headings (it runs in the
// browser and gets them as props; its choices' labels stay with it), the call to action beside it,
// the guide under it and the closing band. The patterns themselves are in content/tile-patterns.ts.
import { parseContent } from '../parse'
import { patternsPageSchema } from './tool-schemas'

export const patternsPage = parseContent('content/pages/patterns.ts', patternsPageSchema, {
  breadcrumb: 'Tile Pattern Comparison',
  hero: {
    title: 'Tile Pattern Comparison Tool',
    subtitle:
      'See six classic layouts in four colors before a single tile is set. Compare two side by side, then save or share your favorite.',
    actions: [
      { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
      { label: 'Request Quote', href: '/contact' },
    ],
  },
  tool: {
    choose: 'Choose Your Tile',
    preview: 'Pattern Preview',
    comparison: 'Pattern Comparison',
    yourPattern: 'Your pattern',
    bestFor: 'Best for',
    difficulty: 'Installation difficulty:',
    quoteLink: 'Quote this pattern',
    picture: '{pattern} pattern in {color} with {grout} grout',
  },
  aside: {
    heading: 'Found a pattern you love?',
    text: "We'll help you choose the tile, plan the layout from a center line and install it to last.",
    actions: [
      { label: 'Get Free Quote', href: '/contact' },
      { label: 'View Our Work', href: '/portfolio', variant: 'outline' },
    ],
  },
  guide: {
    popular: {
      heading: 'Popular Tile Patterns in 2025',
      items: [
        {
          name: 'Herringbone',
          text: 'The most requested floor and backsplash pattern this year, in wood-look planks, marble and slim subway tile.',
        },
        {
          name: 'Chevron',
          text: 'Herringbone’s crisper cousin: the tiles meet in a clean point, making a bold arrow that leads the eye down a hall or up a wall.',
        },
        {
          name: 'Grid/Stack',
          text: 'Stacked tile with straight, continuous joints. Paired with large-format porcelain it gives a calm, modern surface.',
        },
        {
          name: 'Hexagon',
          text: 'From penny-sized mosaics on shower floors to large hexagons in entries, the honeycomb keeps growing in popularity.',
        },
      ],
    },
    roomSize: {
      heading: 'Choosing a Pattern for Your Room Size',
      items: [
        {
          name: 'Small rooms',
          text: 'Diagonal layouts and light colors make a powder room or laundry feel larger. Busy, small-scale patterns can crowd a tiny floor.',
        },
        {
          name: 'Medium rooms',
          text: 'Brick, herringbone and hexagon all work. Choose the tile size so that several full repeats of the pattern fit across the room.',
        },
        {
          name: 'Large rooms',
          text: 'Large-format tile in a grid or a wide herringbone keeps an open space calm; save the boldest pattern for one feature area.',
        },
      ],
    },
    complexity: {
      heading: 'Installation Complexity',
      items: [
        {
          level: 'Easy',
          patterns: 'Grid, Brick',
          text: 'Straight cuts at the edges only. The quickest layouts to set and the most forgiving on cost.',
        },
        {
          level: 'Moderate',
          patterns: 'Diagonal, Hexagon',
          text: 'Angled cuts along every wall and careful layout lines; expect more cutting time and more waste.',
        },
        {
          level: 'Advanced',
          patterns: 'Herringbone, Chevron',
          text: 'Precise layout from a center line, many cut pieces and tight tolerances. Worth a professional installer.',
        },
      ],
    },
    tips: {
      heading: 'Pro Tips',
      items: [
        {
          icon: 'package-plus',
          text: 'Plan 15-20% extra tiles for complex patterns such as herringbone, chevron and diagonal layouts.',
        },
        { icon: 'grid-3x3', text: 'Herringbone needs more grout: it has many more joints per square foot than a grid.' },
        { icon: 'sparkles', text: 'Large-format tile in a grid pattern is easy to clean: fewer grout lines to scrub and seal.' },
        { icon: 'ruler', text: 'A diagonal layout hides uneven walls: the eye follows the tile lines, not the wall.' },
      ],
    },
  },
  cta: {
    heading: 'Not sure which pattern suits your space?',
    text: "Book a free in-home consultation: we'll bring samples, measure the room and show you how each layout changes the tile count and the look.",
    actions: [
      { label: 'Call {phone}', href: '{phoneHref}', icon: 'phone', variant: 'light' },
      { label: 'Schedule a Consultation', href: '/contact', icon: 'calendar-check' },
    ],
  },
})

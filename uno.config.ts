// The site's design tokens as UnoCSS theme colors (every text pair passes WCAG AA); pages never use raw hex.
import { readFileSync, readdirSync } from 'node:fs'
import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss'

// Content files name Lucide icons as data (icon: 'chef-hat'); pages build the class from it,
// so the classes are listed here for UnoCSS to generate.
const contentIcons = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .flatMap((f) => [...readFileSync(`content/${f}`, 'utf8').matchAll(/\bicon: '([a-z0-9-]+)'/g)].map((m) => `i-lucide-${m[1]}`))

export default defineConfig({
  presets: [presetWind3(), presetIcons({ scale: 1.2, extraProperties: { display: 'inline-block', 'vertical-align': 'middle' } })],
  transformers: [transformerVariantGroup()],
  content: {
    pipeline: { include: [/\.(tsx?|mdx?)($|\?)/, 'app/**/*.{ts,tsx}', 'content/**/*.ts'] },
    // The MDX plugins run in the build, outside the app's module graph, yet write classes.
    filesystem: ['app/lib/rehype-*.ts'],
  },
  theme: {
    colors: {
      ink: '#1c2430',
      slate: '#475569',
      paper: '#faf8f5',
      white: '#ffffff',
      terracotta: { DEFAULT: '#9a4322', light: '#b4532a' },
      gold: '#e0a526',
      deep: '#1f3a5f',
      line: '#e7e2da',
      danger: '#b42318',
    },
    fontFamily: {
      sans: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      display: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
    },
    fontSize: {
      xs: ['0.875rem', '1.5'],
      sm: ['0.875rem', '1.5'],
      base: ['1rem', '1.6'],
      lg: ['1.125rem', '1.6'],
      xl: ['1.25rem', '1.5'],
      '2xl': ['1.5625rem', '1.3'],
      '3xl': ['1.9375rem', '1.25'],
      '4xl': ['2.4375rem', '1.15'],
      '5xl': ['3.0625rem', '1.1'],
    },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    focus: 'focus-visible:(outline outline-3 outline-offset-2 outline-deep)',
    card: 'rounded-xl border border-line bg-white',
    'section-y': 'py-14 sm:py-20',
    'heading-2': 'font-display text-3xl sm:text-4xl font-650 text-ink',
    'heading-3': 'font-display text-xl sm:text-2xl font-600 text-ink',
  },
  safelist: [...new Set(contentIcons)],
})

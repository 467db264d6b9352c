// One button style for links and buttons: six variants (default, destructive, outline, secondary, ghost, link) and four sizes (default, sm, lg, icon), 44 px touch height.
import type { ComponentProps } from 'react'

export type Variant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'light'
export type Size = 'default' | 'sm' | 'lg' | 'icon'

const base =
  'focus inline-flex items-center justify-center gap-2 rounded-lg font-600 no-underline transition-colors duration-200 motion-reduce:transition-none disabled:(opacity-60 cursor-not-allowed)'
const variants: Record<Variant, string> = {
  default: 'bg-terracotta text-white hover:bg-[#7f371c]',
  destructive: 'bg-danger text-white hover:bg-[#912018]',
  outline: 'border-2 border-ink text-ink bg-transparent hover:bg-ink/5',
  secondary: 'bg-deep text-white hover:bg-[#18304f]',
  ghost: 'text-ink hover:bg-ink/5',
  link: 'text-terracotta underline underline-offset-4 hover:text-[#7f371c]',
  light: 'border-2 border-white text-white bg-transparent hover:bg-white/10',
}
const sizes: Record<Size, string> = {
  default: 'min-h-11 px-5 py-2 text-base',
  sm: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-7 py-3 text-lg',
  icon: 'h-11 w-11',
}

export function buttonClass(variant: Variant = 'default', size: Size = 'default', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim()
}

type Common = { variant?: Variant; size?: Size; className?: string }

export function Button({ variant, size, className, type = 'button', ...rest }: Common & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />
}

/**
 * A link that looks like a button. A plain anchor: every page is its own prerendered document
 * (speculation rules make the next one instant), and a button inside an island has no router.
 */
export function ButtonLink({ variant, size, className, href, children, ...rest }: Common & ComponentProps<'a'> & { href: string }) {
  return (
    <a href={href} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </a>
  )
}

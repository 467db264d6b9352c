// A Lucide icon named in content/ ('chef-hat'). uno.config.ts safelists every icon the content
// files name, so the class built here is always generated.
export function ContentIcon({ name, className = '' }: { name: string; className?: string }) {
  return <span className={`i-lucide-${name} ${className}`} aria-hidden="true" />
}

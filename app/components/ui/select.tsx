// A labelled select over Ark UI (keyboard, type-ahead and focus handling come from Ark), with a
// hidden native <select name> so a form posts its value even before hydration.
import { Portal } from '@ark-ui/react/portal'
import { Select, createListCollection } from '@ark-ui/react/select'
import { useMemo } from 'react'
import { describedBy, labelClass } from './field'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps = {
  /** id of the trigger button (what the label names and what focus() should reach) */
  id: string
  label: string
  options: SelectOption[]
  /** name of the hidden native select that carries the value in a form post */
  name?: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
  disabled?: boolean
  required?: boolean
  error?: string
  className?: string
}

export function SelectField({
  id,
  label,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  error,
  className,
}: SelectFieldProps) {
  // An option with an empty value could never be told apart from "nothing chosen": not offered.
  const collection = useMemo(() => createListCollection({ items: options.filter((o) => o.value !== '') }), [options])
  return (
    <Select.Root
      collection={collection}
      name={name}
      // Option ids are built from values, which may hold spaces; an id may not (HTML).
      ids={{ trigger: id, item: (value) => `${id}-option-${String(value).replace(/[^A-Za-z0-9_-]+/g, '-')}` }}
      value={value === undefined ? undefined : [value]}
      defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      positioning={{ sameWidth: true, gutter: 4 }}
      disabled={disabled}
      required={required}
      invalid={Boolean(error)}
      className={className}
    >
      <Select.Label className={labelClass}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger
          {...describedBy(id, error)}
          className="focus group box-border flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-solid border-line bg-white px-3 py-2 text-left font-sans text-base text-ink hover:border-slate data-[invalid]:border-2 data-[invalid]:border-danger data-[disabled]:cursor-not-allowed data-[disabled]:bg-paper"
        >
          <Select.ValueText placeholder={placeholder} className="truncate data-[placeholder-shown]:text-slate" />
          {/* A span, not Ark's default div: a button may hold phrasing content only. */}
          <Select.Indicator asChild>
            <span className="shrink-0 text-slate transition-transform duration-150 motion-reduce:transition-none group-data-[state=open]:rotate-180">
              <span className="i-lucide-chevron-down" aria-hidden="true" />
            </span>
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner className="z-50">
          <Select.Content className="card box-border max-h-72 overflow-y-auto border-solid p-1 shadow-lg outline-none">
            {collection.items.map((item) => (
              <Select.Item
                key={item.value}
                item={item}
                className="group box-border flex min-h-11 cursor-pointer select-none items-center justify-between gap-3 rounded-md px-3 py-2 text-ink data-[highlighted]:bg-deep data-[highlighted]:text-white data-[state=checked]:font-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50"
              >
                <Select.ItemText>{item.label}</Select.ItemText>
                {/* Shown by the item's own state; Ark's ItemIndicator puts aria-hidden beside hidden. */}
                <span className="i-lucide-check hidden group-data-[state=checked]:inline-block" aria-hidden="true" />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  )
}

// The island names are types: a misspelt entry or part fails `npm run typecheck`, not a run. This
// file is only type-checked (tsc includes it; the test lanes run `*.test.ts` files, not `*.test-d.ts`).
import type { ComponentType } from 'react'
import { expectTypeOf } from 'vitest'
import { hydrateIsland } from './hydrate'
import { islands } from './island'
import type { IslandEntry, IslandPart } from './names'
import { renderIsland } from './render.server'

expectTypeOf<'calculator'>().toExtend<IslandEntry>()
expectTypeOf<'calculater'>().not.toExtend<IslandEntry>()
expectTypeOf<'home-projects'>().toExtend<IslandPart>()
expectTypeOf<'home-projets'>().not.toExtend<IslandPart>()
// An entry is not a part unless it hydrates a part of its own name ('contact' hydrates 'contact-form').
expectTypeOf<'contact'>().not.toExtend<IslandPart>()

// Every place that takes a name takes only these.
expectTypeOf(islands).parameters.toEqualTypeOf<IslandEntry[]>()
expectTypeOf(renderIsland).parameter(0).toEqualTypeOf<IslandPart>()
expectTypeOf(hydrateIsland).parameter(0).toEqualTypeOf<IslandPart>()

declare const Part: ComponentType<{ words: string }>
// @ts-expect-error: 'calculater' is no island entry
islands('calculater')
// @ts-expect-error: nor is 'home-projets' a part
renderIsland('home-projets', Part, { words: '' })

// The cost calculator page's only code: the tool itself.
import { CalculatorTool } from '~/features/calculator/calculator-tool'
import { hydrateIsland } from '../hydrate'

hydrateIsland('calculator', CalculatorTool)

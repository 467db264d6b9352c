// The line of a field in a content file, found by following the field's path ("hero.actions.1.label")
// through the data written in its parseContent(...) call. Page copy repeats keys on every section
// (heading, text, label), so searching for the key alone would point at the first one in the file.
import ts from 'typescript'

/** How far `path` leads into `data`, and where the last field it reached is written. */
function follow(data: ts.Expression, path: string[]): { depth: number; at: ts.Node } {
  let value: ts.Expression = data
  let at: ts.Node = data
  let depth = 0
  for (const key of path) {
    while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression
    if (ts.isArrayLiteralExpression(value) && /^\d+$/.test(key) && value.elements[Number(key)]) {
      value = at = value.elements[Number(key)]
    } else if (ts.isObjectLiteralExpression(value)) {
      const property = value.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key,
      )
      if (!property) break
      at = property
      value = property.initializer
    } else break
    depth++
  }
  return { depth, at }
}

/**
 * The 1-based line where the field at `path` (zod's issue path, dot-joined) is written, or of the
 * nearest enclosing field that is; undefined when that cannot be told (data built by a helper
 * function). `callLine`: the line of the parseContent call that failed (from the error's stack),
 * for files with several.
 */
export function lineOfField(source: string, fileName: string, path: string, callLine?: number): number | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
  const calls: ts.CallExpression[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'parseContent') calls.push(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  const spans = (call: ts.CallExpression) =>
    callLine !== undefined && lineOf(call) <= callLine && callLine <= file.getLineAndCharacterOfPosition(call.getEnd()).line + 1
  const candidates = calls.some(spans) ? calls.filter(spans) : calls
  if (candidates.length !== 1) return undefined
  const data = candidates[0].arguments[2]
  if (!data) return undefined
  const reached = follow(data, path ? path.split('.') : [])
  return reached.depth > 0 || !path ? lineOf(reached.at) : undefined
}

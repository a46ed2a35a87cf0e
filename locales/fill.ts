/** Fills `{{name}}` placeholders (rosetta's syntax) in a template picked for an island. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

// Prompt templates are plain text with {{name}} placeholders. Filling is one pass, so a value that
// itself contains "{{…}}" (a comment quoting a template) is never expanded.

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The prompt template's placeholder {{${name}}} has no value.`);
    return value;
  });
}

// `${VAR}` and `${VAR:-default}` in MCP server entries, expanded as Claude Code does: from the
// environment steward was started with, in command, args, env, cwd, url and headers. A variable that is
// not set and has no default is an error for that server (the literal `${VAR}` would reach it otherwise).

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export interface Expansion {
  value: string;
  /** Variables whose values were put in (not the ones that fell back to their default). */
  used: { name: string; value: string }[];
  /** Variables that are not set and have no default. */
  missing: string[];
}

export function expandVariables(text: string, env: Readonly<Record<string, string | undefined>>): Expansion {
  const used: Expansion["used"] = [];
  const missing: string[] = [];
  const value = text.replace(REFERENCE, (whole, name: string, fallback: string | undefined) => {
    const set = env[name];
    if (set !== undefined) {
      used.push({ name, value: set });
      return set;
    }
    if (fallback !== undefined) return fallback;
    missing.push(name);
    return whole;
  });
  return { value, used, missing };
}

// The fake GitHub's GraphQL endpoint, refereed by GitHub's published schema (@octokit/graphql-schema)
// as the REST routes are by the OpenAPI description: every document is parsed and checked with
// graphql-js's `validate` — a field, argument or type GitHub does not have is a violation — and then
// executed against that same schema, so variables are coerced to GitHub's input types (an unknown input
// field fails) and answers are shaped by its output types. The mutations steward uses are resolved
// against the real bare repositories of the git server.
import {
  buildClientSchema,
  execute,
  type GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
  Kind,
  parse,
  type DocumentNode,
  validate,
} from "graphql";
import { commitOnBranch, type GitBackend, GitHubError } from "./git-writes";
import type { FakeState } from "./state";

/**
 * Imported by a name the type checker does not follow: the package's types re-export GitHub's whole
 * schema as TypeScript (1.3 MB), which would slow every type-aware check of the project.
 */
const SCHEMA_PACKAGE: string = "@octokit/graphql-schema";

let shared: Promise<GraphQLSchema> | undefined;
/** GitHub's schema from its introspection JSON (~0.5 s; the SDL has duplicate fields graphql-js refuses). */
export function gitHubSchema(): Promise<GraphQLSchema> {
  shared ??= (import(SCHEMA_PACKAGE) as Promise<{ schema: { json: unknown } }>).then(({ schema }) =>
    buildClientSchema(schema.json as IntrospectionQuery),
  );
  return shared;
}

export interface CommitRecord {
  repository: string;
  branch: string;
  oid: string;
  headline: string;
  additions: string[];
  deletions: string[];
}

export interface GraphqlContext {
  state: FakeState;
  git: GitBackend | undefined;
  actor: string;
  htmlBase: string;
  /** Commits the mutation made, in order. */
  commits: CommitRecord[];
  /** Runs (once each, in order) before a createCommitOnBranch touches the repository: a racing push. */
  beforeCommit: Array<() => Promise<void>>;
}

export interface GraphqlAnswer {
  /** The operation's root fields, for the request log (`graphql:createCommitOnBranch`). */
  operation: string;
  body: Record<string, unknown>;
}

interface CreateCommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string; id?: string };
  expectedHeadOid: string;
  message: { headline: string; body?: string | null };
  fileChanges?: {
    additions?: Array<{ path: string; contents: string }>;
    deletions?: Array<{ path: string }>;
  };
}

/** The token's identity as GitHub writes it into commits: login, and the user's noreply address. */
function authorOf(ctx: GraphqlContext) {
  const user = ctx.state.user(ctx.actor);
  return { name: ctx.actor, email: `${String(user.id)}+${ctx.actor}@users.noreply.github.com` };
}

async function createCommitOnBranch({ input }: { input: CreateCommitInput }, ctx: GraphqlContext) {
  const { repositoryNameWithOwner: full = "", branchName } = input.branch;
  if (branchName === undefined || full === "")
    throw new GitHubError(
      "UNPROCESSABLE",
      "the fake resolves branches by repositoryNameWithOwner and branchName only",
    );
  const [owner = "", name = ""] = full.split("/");
  if (ctx.state.findRepo(owner, name) === undefined || ctx.git === undefined)
    throw new GitHubError("NOT_FOUND", `Could not resolve to a Repository with the name '${full}'.`);
  const hook = ctx.beforeCommit.shift();
  if (hook !== undefined) await hook();
  const additions = input.fileChanges?.additions ?? [];
  const deletions = input.fileChanges?.deletions ?? [];
  const oid = await commitOnBranch(ctx.git.repoPath(full), {
    branch: branchName,
    expectedHead: input.expectedHeadOid,
    headline: input.message.headline,
    body: input.message.body ?? undefined,
    additions,
    deletions,
    author: authorOf(ctx),
  });
  ctx.commits.push({
    repository: full,
    branch: branchName,
    oid,
    headline: input.message.headline,
    additions: additions.map((a) => a.path),
    deletions: deletions.map((d) => d.path),
  });
  return { commit: { oid, url: `${ctx.htmlBase}/${full}/commit/${oid}` } };
}

/** GitHub puts an error's `type` beside its message, not under `extensions`. */
function gitHubShape(error: GraphQLError): Record<string, unknown> {
  const { extensions: _extensions, ...rest } = error.toJSON();
  const original = error.originalError;
  return original instanceof GitHubError ? { type: original.type, ...rest } : rest;
}

function operationOf(document: DocumentNode): string {
  const fields = document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
      : [],
  );
  return `graphql:${fields.join(",")}`;
}

export async function answerGraphql(
  request: unknown,
  ctx: GraphqlContext,
  violations: string[],
): Promise<GraphqlAnswer> {
  const { query, variables } = (request ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof query !== "string") {
    violations.push("graphql: the request has no query string");
    return { operation: "graphql", body: { errors: [{ message: "A query attribute must be specified" }] } };
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    violations.push(`graphql: the query does not parse: ${String(error)}`);
    return { operation: "graphql", body: { errors: [{ message: String(error) }] } };
  }
  const operation = operationOf(document);
  const schema = await gitHubSchema();
  const problems = validate(schema, document);
  if (problems.length > 0) {
    violations.push(
      `${operation}: GitHub's schema rejects the query: ${problems.map((p) => p.message).join("; ")}`,
    );
    return { operation, body: { errors: problems.map((p) => p.toJSON()) } };
  }
  const result = await execute({
    schema,
    document,
    rootValue: { createCommitOnBranch },
    contextValue: ctx,
    variableValues: (variables ?? {}) as Record<string, unknown>,
  });
  const errors = result.errors ?? [];
  // Without data, the variables did not fit GitHub's input types: the request is wrong, not the repository.
  if (result.data === undefined && errors.length > 0)
    violations.push(
      `${operation}: GitHub would reject the variables: ${errors.map((e) => e.message).join("; ")}`,
    );
  for (const error of errors)
    if (error.originalError !== undefined && !(error.originalError instanceof GitHubError))
      violations.push(`${operation}: the fake failed: ${error.message}`);
  return {
    operation,
    body: {
      ...(result.data === undefined ? {} : { data: result.data }),
      ...(errors.length === 0 ? {} : { errors: errors.map(gitHubShape) }),
    },
  };
}

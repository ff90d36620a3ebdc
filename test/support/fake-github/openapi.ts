// GitHub's official REST description (@octokit/openapi) as a referee: every request the fake GitHub
// receives is matched to a documented operation, and its parameters and body — and the fake's own
// response — are validated against the schemas GitHub publishes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

type Json = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  method: string;
  template: string;
  operationId: string;
  pathParams: Map<string, Json>;
  queryParams: Map<string, Json>;
  requestBody?: Json;
  requestBodyRequired: boolean;
  /** Documented statuses, and for each the JSON schema of its body (undefined when none). */
  responses: Map<number, Json | undefined>;
}

export interface MatchedOperation {
  operation: Operation;
  params: Record<string, string>;
}

const DOC_ID = "https://fake-github.test/openapi.json";

function loadSpec(): Json {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  return JSON.parse(readFileSync(file, "utf8")) as Json;
}

/** JSON pointer resolution for `$ref`s inside the document (parameters and responses are referenced). */
function resolveRef(spec: Json, value: unknown): Json {
  let current = value as Json;
  for (let guard = 0; guard < 10 && typeof current["$ref"] === "string"; guard++) {
    const path = current["$ref"].replace(/^#\//, "").split("/");
    let node: unknown = spec;
    for (const key of path) node = (node as Json)[key.replace(/~1/g, "/").replace(/~0/g, "~")];
    current = node as Json;
  }
  return current;
}

/**
 * OpenAPI 3.0's `nullable: true` means "or null". ajv understands it only beside a `type`; GitHub also
 * puts it on `oneOf`/`allOf`/`$ref` schemas, so those are rewritten as anyOf [schema, null].
 */
function normalizeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeNullable);
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = normalizeNullable(value);
  if (out["nullable"] === true && out["type"] === undefined) {
    const { nullable: _n, ...rest } = out;
    return { anyOf: [rest, { type: "null" }] };
  }
  return out;
}

/** Schemas in the spec refer to `#/components/...`; compiled standalone they must point at the document. */
function anchored(schema: Json): Json {
  const text = JSON.stringify(normalizeNullable(schema));
  return JSON.parse(text.replaceAll('"$ref":"#/', `"$ref":"${DOC_ID}#/`)) as Json;
}

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
}

export class GitHubOpenApi {
  private readonly routes: CompiledRoute[] = [];
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(spec: Json = loadSpec()) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, logger: false });
    // ajv-formats ships CommonJS with a default export; the interop differs between loaders.
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
      addFormatsModule) as (ajv: Ajv) => void;
    addFormats(this.ajv);
    // GitHub uses formats ajv does not know; they are documentation, not constraints we can check.
    for (const format of [
      "uri-template",
      "repo.nwo",
      "ssh-key",
      "ssh-key fingerprint",
      "binary",
      "int32",
      "int64",
    ])
      this.ajv.addFormat(format, true);
    this.ajv.addSchema({ $id: DOC_ID, components: normalizeNullable(spec["components"]) });

    const paths = spec["paths"] as Record<string, Record<string, Json>>;
    for (const [template, item] of Object.entries(paths)) {
      for (const [method, rawOp] of Object.entries(item)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        const operation = this.describe(spec, method.toUpperCase(), template, rawOp, item);
        const names: string[] = [];
        const source = template
          .split("/")
          .map((segment) => {
            const param = /^\{(.+)\}$/.exec(segment);
            if (param?.[1] === undefined) return segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
            names.push(param[1]);
            return "([^/]+)";
          })
          .join("/");
        this.routes.push({
          operation,
          pattern: new RegExp(`^${source}$`),
          names,
          literalSegments: template.split("/").filter((s) => s !== "" && !s.startsWith("{")).length,
        });
      }
    }
    // A literal segment beats a parameter: /issues/comments/{id} before /issues/{number}/...
    this.routes.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  private describe(spec: Json, method: string, template: string, rawOp: Json, item: Json): Operation {
    const pathParams = new Map<string, Json>();
    const queryParams = new Map<string, Json>();
    const params = [
      ...((item["parameters"] as unknown[]) ?? []),
      ...((rawOp["parameters"] as unknown[]) ?? []),
    ];
    for (const raw of params) {
      const param = resolveRef(spec, raw) as unknown as ParameterObject;
      const schema = param.schema ?? {};
      if (param.in === "path") pathParams.set(param.name, schema);
      if (param.in === "query") queryParams.set(param.name, schema);
    }
    const body = rawOp["requestBody"] === undefined ? undefined : resolveRef(spec, rawOp["requestBody"]);
    const bodySchema = (body?.["content"] as Record<string, { schema?: Json }> | undefined)?.[
      "application/json"
    ]?.schema;
    const responses = new Map<number, Json | undefined>();
    for (const [status, raw] of Object.entries((rawOp["responses"] as Json) ?? {})) {
      const response = resolveRef(spec, raw);
      const content = response["content"] as Record<string, { schema?: Json }> | undefined;
      responses.set(Number(status), content?.["application/json"]?.schema);
    }
    const operation: Operation = {
      method,
      template,
      operationId: String(rawOp["operationId"]),
      pathParams,
      queryParams,
      requestBodyRequired: body?.["required"] === true,
      responses,
    };
    if (bodySchema !== undefined) operation.requestBody = bodySchema;
    return operation;
  }

  match(method: string, path: string): MatchedOperation | undefined {
    for (const route of this.routes) {
      if (route.operation.method !== method) continue;
      const found = route.pattern.exec(path);
      if (found === null) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
      return { operation: route.operation, params };
    }
    return undefined;
  }

  /** Whether GitHub documents this path for any method (to tell a 404 from a 405-like mistake). */
  hasPath(path: string): boolean {
    return this.routes.some((route) => route.pattern.test(path));
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(anchored(schema));
      this.validators.set(key, validate);
    }
    return validate;
  }

  private errorsOf(validate: ValidateFunction): string {
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`)
      .join("; ");
  }

  /** Problems with the path and query parameters, as GitHub's schema types them. */
  checkParameters(matched: MatchedOperation, query: URLSearchParams): string[] {
    const problems: string[] = [];
    const { operation } = matched;
    for (const [name, value] of Object.entries(matched.params)) {
      const schema = operation.pathParams.get(name);
      if (schema !== undefined && !this.valueFits(`${operation.operationId}:path:${name}`, schema, value))
        problems.push(
          `path parameter ${name}=${JSON.stringify(value)} does not fit ${JSON.stringify(schema)}`,
        );
    }
    for (const [name, value] of query) {
      const schema = operation.queryParams.get(name);
      if (schema === undefined) {
        problems.push(`query parameter ${name} is not documented for ${operation.operationId}`);
        continue;
      }
      if (!this.valueFits(`${operation.operationId}:query:${name}`, schema, value))
        problems.push(
          `query parameter ${name}=${JSON.stringify(value)} does not fit ${JSON.stringify(schema)}`,
        );
    }
    return problems;
  }

  private valueFits(key: string, schema: Json, raw: string): boolean {
    const validate = this.validator(key, schema);
    const type = schema["type"];
    let value: unknown = raw;
    if (type === "integer" || type === "number") value = raw.trim() === "" ? Number.NaN : Number(raw);
    if (type === "boolean") value = raw === "true" ? true : raw === "false" ? false : raw;
    return validate(value);
  }

  /** GitHub's 422 message for a body its schema rejects, or undefined when it fits. */
  checkRequestBody(operation: Operation, body: unknown): string | undefined {
    if (operation.requestBody === undefined) return undefined;
    if (body === undefined) return operation.requestBodyRequired ? "a JSON body is required" : undefined;
    const validate = this.validator(`${operation.operationId}:body`, operation.requestBody);
    return validate(body) ? undefined : this.errorsOf(validate);
  }

  /**
   * Top-level body keys GitHub does not document. GitHub ignores them silently, which is exactly why a
   * misspelt key would go unnoticed in production; the rig reports them.
   */
  undocumentedBodyKeys(operation: Operation, body: unknown): string[] {
    const properties = operation.requestBody?.["properties"] as Json | undefined;
    if (properties === undefined || typeof body !== "object" || body === null || Array.isArray(body))
      return [];
    return Object.keys(body).filter((key) => !(key in properties));
  }

  /** Checks one of the fake's own responses against the documented schema for its status. */
  checkResponse(operation: Operation, status: number, body: unknown): string | undefined {
    if (!operation.responses.has(status))
      return `status ${String(status)} is not documented for ${operation.operationId}`;
    const schema = operation.responses.get(status);
    if (schema === undefined || status >= 400) return undefined;
    const validate = this.validator(`${operation.operationId}:response:${String(status)}`, schema);
    return validate(body) ? undefined : this.errorsOf(validate);
  }
}

let shared: GitHubOpenApi | undefined;
/** The description is 13 MB; parse and index it once per test worker. */
export function gitHubOpenApi(): GitHubOpenApi {
  shared ??= new GitHubOpenApi();
  return shared;
}

import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  Anthropic,
  BaseAnthropic,
  Beta,
  Messages,
  VERSION
} from "./chunk-RBAZTGLX.js";
import "./chunk-BMLLKE42.js";
import {
  AnthropicError
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// node_modules/@anthropic-ai/foundry-sdk/internal/utils/values.mjs
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var rejectUnsupportedCredentials = (options, platform) => {
  for (const name of CREDENTIAL_OPTIONS) {
    if (!platform.accepts.includes(name) && options[name] != null) {
      throw new AnthropicError(platform.unsupportedOptionMessage(name));
    }
  }
};

// node_modules/@anthropic-ai/foundry-sdk/internal/headers.mjs
var brand_privateNullableHeaders = /* @__PURE__ */ Symbol.for("brand.privateNullableHeaders");
function* iterateHeaders(headers) {
  if (!headers)
    return;
  if (brand_privateNullableHeaders in headers) {
    const { values, nulls } = headers;
    yield* values.entries();
    for (const name of nulls) {
      yield [name, null];
    }
    return;
  }
  let shouldClear = false;
  let iter;
  if (headers instanceof Headers) {
    iter = headers.entries();
  } else if (isReadonlyArray(headers)) {
    iter = headers;
  } else {
    shouldClear = true;
    iter = Object.entries(headers ?? {});
  }
  for (let row of iter) {
    const name = row[0];
    if (typeof name !== "string")
      throw new TypeError("expected header name to be a string");
    const values = isReadonlyArray(row[1]) ? row[1] : [row[1]];
    let didClear = false;
    for (const value of values) {
      if (value === void 0)
        continue;
      if (shouldClear && !didClear) {
        didClear = true;
        yield [name, clearSentinel];
      }
      yield [name, value];
    }
  }
}
var clearSentinel = /* @__PURE__ */ Symbol("clear");
var APPEND_HEADERS = /* @__PURE__ */ new Set(["x-stainless-helper"]);
var appendHeaderValue = (existing, addition) => {
  const tokens = existing ? existing.split(",").map((t) => t.trim()).filter(Boolean) : [];
  for (const tok of addition.split(",").map((t) => t.trim())) {
    if (tok && !tokens.includes(tok))
      tokens.push(tok);
  }
  return tokens.join(", ");
};
var buildHeaders = (newHeaders) => {
  const targetHeaders = new Headers();
  const nullHeaders = /* @__PURE__ */ new Set();
  for (const headers of newHeaders) {
    const seenHeaders = /* @__PURE__ */ new Set();
    for (const [name, value] of iterateHeaders(headers)) {
      const lowerName = name.toLowerCase();
      if (APPEND_HEADERS.has(lowerName)) {
        if (value === clearSentinel)
          continue;
        if (value === null) {
          targetHeaders.delete(name);
          nullHeaders.add(lowerName);
        } else {
          targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
          nullHeaders.delete(lowerName);
        }
        continue;
      }
      if (value === clearSentinel || !seenHeaders.has(lowerName)) {
        targetHeaders.delete(name);
        seenHeaders.add(lowerName);
        if (value === clearSentinel)
          continue;
      }
      if (value === null) {
        targetHeaders.delete(name);
        nullHeaders.add(lowerName);
      } else {
        targetHeaders.append(name, value);
        nullHeaders.delete(lowerName);
      }
    }
  }
  return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};

// node_modules/@anthropic-ai/foundry-sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// node_modules/@anthropic-ai/foundry-sdk/version.mjs
var VERSION2 = "1.1.1";

// node_modules/@anthropic-ai/foundry-sdk/client.mjs
var CREDENTIALS = {
  accepts: ["apiKey"],
  unsupportedOptionMessage: (option) => `The \`${option}\` option is not supported by AnthropicFoundry; authentication uses a Foundry API key (\`apiKey\`) or a Microsoft Entra token (\`azureADTokenProvider\`).`
};
var AnthropicFoundry = class extends Anthropic {
  /** @internal */
  _instrumentationScope() {
    return { platform: "foundry", version: VERSION2 };
  }
  /**
   * API Client for interfacing with the Anthropic Foundry API.
   *
   * The `authToken`, `credentials`, `config`, and `profile` options throw an
   * `AnthropicError`.
   *
   * @param {string | undefined} [opts.resource=process.env['ANTHROPIC_FOUNDRY_RESOURCE'] ?? undefined] - Your Foundry resource name
   * @param {string | undefined} [opts.apiKey=process.env['ANTHROPIC_FOUNDRY_API_KEY'] ?? undefined]
   * @param {string | null | undefined} [opts.organization=process.env['ANTHROPIC_ORG_ID'] ?? null]
   * @param {string} [opts.baseURL=process.env['ANTHROPIC_FOUNDRY_BASE_URL']] - Sets the base URL for the API, e.g. `https://example-resource.azure.anthropic.com/anthropic/`.
   * @param {number} [opts.timeout=10 minutes] - The maximum amount of time (in milliseconds) the client will wait for a response before timing out.
   * @param {number} [opts.httpAgent] - An HTTP agent used to manage HTTP(s) connections.
   * @param {Fetch} [opts.fetch] - Specify a custom `fetch` function implementation.
   * @param {number} [opts.maxRetries=2] - The maximum number of times the client will retry a request.
   * @param {Headers} opts.defaultHeaders - Default headers to include with every request to the API.
   * @param {DefaultQuery} opts.defaultQuery - Default query parameters to include with every request to the API.
   * @param {boolean} [opts.dangerouslyAllowBrowser=false] - By default, client-side use of this library is not allowed, as it risks exposing your secret API credentials to attackers.
   */
  constructor({ baseURL = readEnv("ANTHROPIC_FOUNDRY_BASE_URL"), apiKey = readEnv("ANTHROPIC_FOUNDRY_API_KEY"), resource = readEnv("ANTHROPIC_FOUNDRY_RESOURCE"), azureADTokenProvider, dangerouslyAllowBrowser, ...opts } = {}) {
    rejectUnsupportedCredentials(opts, CREDENTIALS);
    if (typeof azureADTokenProvider === "function") {
      dangerouslyAllowBrowser = true;
    }
    if (!azureADTokenProvider && !apiKey) {
      throw new AnthropicError("Missing credentials. Please pass one of `apiKey` and `azureTokenProvider`, or set the `ANTHROPIC_FOUNDRY_API_KEY` environment variable.");
    }
    if (azureADTokenProvider && apiKey) {
      throw new AnthropicError("The `apiKey` and `azureADTokenProvider` arguments are mutually exclusive; only one can be passed at a time.");
    }
    if (!baseURL) {
      if (!resource) {
        throw new AnthropicError("Must provide one of the `baseURL` or `resource` arguments, or the `ANTHROPIC_FOUNDRY_RESOURCE` environment variable");
      }
      baseURL = `https://${resource}.services.ai.azure.com/anthropic/`;
    } else {
      if (resource) {
        throw new AnthropicError("baseURL and resource are mutually exclusive");
      }
    }
    super({
      apiKey: azureADTokenProvider ?? apiKey,
      baseURL,
      ...opts,
      ...dangerouslyAllowBrowser !== void 0 ? { dangerouslyAllowBrowser } : {}
    });
    this.resource = null;
    this.messages = makeMessagesResource(this);
    this.beta = makeBetaResource(this);
    this.models = void 0;
    this.resource = resource ?? null;
  }
  /**
   * Create a new client instance re-using the same options given to the
   * current client, including `resource`, with optional overriding.
   */
  withOptions(options) {
    const resource = options.resource ?? (options.baseURL ? null : this.resource);
    const merged = {
      ...resource ? { baseURL: null } : {},
      ...options,
      resource
    };
    return super.withOptions(merged);
  }
  async authHeaders() {
    if (typeof this._options.apiKey === "function") {
      let token;
      try {
        token = await this._options.apiKey();
      } catch (err) {
        if (err instanceof AnthropicError)
          throw err;
        throw new AnthropicError(
          `Failed to get token from azureADTokenProvider: ${err.message}`,
          // @ts-ignore
          { cause: err }
        );
      }
      if (typeof token !== "string" || !token) {
        throw new AnthropicError(`Expected azureADTokenProvider function argument to return a string but it returned ${token}`);
      }
      return buildHeaders([{ Authorization: `Bearer ${token}` }]);
    }
    if (typeof this._options.apiKey === "string") {
      return buildHeaders([{ "x-api-key": this.apiKey }]);
    }
    return void 0;
  }
  validateHeaders() {
    return;
  }
  getUserAgent() {
    return `AnthropicFoundry/JS ${VERSION}`;
  }
};
function makeMessagesResource(client) {
  const resource = new Messages(client);
  delete resource.batches;
  return resource;
}
function makeBetaResource(client) {
  const resource = new Beta(client);
  delete resource.messages.batches;
  return resource;
}
export {
  AnthropicFoundry,
  BaseAnthropic,
  AnthropicFoundry as default
};

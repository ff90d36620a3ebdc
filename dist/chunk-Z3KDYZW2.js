import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/github/artifact/token.ts
import { createHash } from "node:crypto";
var ArtifactError = class extends Error {
  name = "ArtifactError";
};
function backendIds(token) {
  const payload = token.split(".")[1];
  let claims;
  try {
    claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
  } catch {
    throw new ArtifactError("ACTIONS_RUNTIME_TOKEN is not a JWT; expected the token the runner provides.");
  }
  const scopes = typeof claims.scp === "string" ? claims.scp.split(" ") : [];
  for (const scope of scopes) {
    const [kind, run, job] = scope.split(":");
    if (kind === "Actions.Results" && run !== void 0 && job !== void 0 && run !== "" && job !== "")
      return { workflowRunBackendId: run, workflowJobRunBackendId: job };
  }
  throw new ArtifactError(
    "ACTIONS_RUNTIME_TOKEN carries no Actions.Results scope; expected the token the runner provides to actions."
  );
}
function jobRunId(token) {
  try {
    return createHash("sha256").update(backendIds(token).workflowJobRunBackendId).digest("hex").slice(0, 8);
  } catch {
    return "";
  }
}

export {
  ArtifactError,
  backendIds,
  jobRunId
};

// The webhook payload the runner saved for this run (GITHUB_EVENT_PATH). Its text is attacker-
// controlled: it is parsed as data and never interpreted.
import { readFile } from "node:fs/promises";

export class EventPayloadError extends Error {
  override name = "EventPayloadError";
}

export async function readEventPayload(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new EventPayloadError(`Could not read the event payload at ${path}: ${(error as Error).message}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new EventPayloadError(`The event payload at ${path} is not JSON: ${(error as Error).message}`);
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload))
    throw new EventPayloadError(`The event payload at ${path} is not a JSON object.`);
  return payload as Record<string, unknown>;
}

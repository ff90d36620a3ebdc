// useScratch's clean-up, seen from the next test: the server the first test started no longer
// answers, and the directory it made is gone.
import { access } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { reply, text } from "./model-server/index";
import { useScratch } from "./scratch";

const scratch = useScratch();
let left: { url: string; dir: string } | undefined;

describe("useScratch", () => {
  it("starts a model server and makes a directory", async () => {
    const server = await scratch.modelServer({ script: [reply(text("hi"))] });
    const dir = await scratch.tempDir("steward-scratch-");
    await access(dir);
    expect((await fetch(`${server.url}/v1/messages`, { method: "POST", body: "{}" })).status).toBeGreaterThan(
      0,
    );
    left = { url: server.url, dir };
  });

  it("has closed the server and removed the directory after the test", async () => {
    expect(left).toBeDefined();
    const { url, dir } = left ?? { url: "", dir: "" };
    await expect(access(dir)).rejects.toThrow(/ENOENT/);
    await expect(fetch(`${url}/v1/messages`, { method: "POST", body: "{}" })).rejects.toThrow();
  });
});
